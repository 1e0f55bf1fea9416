/* a header no FILE names: read, for it lies under the root */
int proto(__le32, __be64 *out);
