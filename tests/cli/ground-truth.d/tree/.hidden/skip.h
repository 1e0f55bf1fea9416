/* under a dot directory: never read */
__le32 hidden;
