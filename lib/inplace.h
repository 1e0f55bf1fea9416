/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LIB_INPLACE_H
#define LIB_INPLACE_H

#include <stddef.h>

#include "lib/vec.h"

/*
 * `--in-place` over several files as one change: after a run, every file
 * is new, or every file is as it was, whatever kills the run.
 *
 * inplace_begin() names the journal, `.endian-in-place` in a directory
 * (the command's current one), which the first inplace_add() creates: a
 * change of no file writes nothing.  inplace_add() checks a file, notes its new
 * text's temporary (`PATH.endian-new`) in the journal and writes and
 * fsyncs it with the file's mode and owner; inplace_commit() marks the
 * journal committed, renames each temporary over its file, fsyncs the
 * directories and removes the journal.  The journal's `commit` line is the
 * point of no return: a run killed before it leaves temporaries that the
 * next run removes, one killed after it leaves renames that the next run
 * finishes (inplace_recover()).
 *
 * A file is refused, with a reason, when replacing it would change more
 * than its text: a read-only file (no owner write bit), one with other
 * hard links (a rename would break them), one whose owner or group this
 * process cannot give the new file.  A refusal or any failure in
 * inplace_add() leaves every file as it was (call inplace_abort()).  A
 * symbolic link is followed: the file it points to is replaced.
 *
 * ENDIAN_TEST_INPLACE_KILL=N sends SIGKILL to the process at the N-th
 * step of the journal's life (counted from 0), so that a test can stop it
 * between any two of its writes.
 */
struct inplace_file {
	char *path;		/* the file replaced (heap, real path) */
	char *tmp;		/* its new text until the rename (heap) */
	char *name;		/* as the user knows it, for messages (heap) */
};

struct inplace {
	char *journal;		/* heap: DIR/.endian-in-place */
	int fd;			/* the journal, open; -1 when none */
	VEC(struct inplace_file) files;
};

#define INPLACE_JOURNAL ".endian-in-place"

/*
 * Look for an interrupted change's journal in `dir` and, when `repair`,
 * finish it (committed) or roll it back (not), saying so in one line on
 * stderr.  0 when there was none or it was repaired; 1 when one is there
 * and `repair` is 0 (one warning line says so); -1 with an error line.
 * Call it before the files are read: a tree a change left half made is
 * no tree to plan edits on.
 */
int inplace_recover(const char *dir, int repair);

/* Start a change whose journal is to be in `dir`: always 0. */
int inplace_begin(struct inplace *t, const char *dir);

/*
 * Add the new text buf[0..len) of `path` (which may not exist yet: a new
 * file, mode 0666 less the umask), named `name` in messages.  `was`, when
 * not NULL, is the text the new one was made from: a file that holds
 * other bytes now (an editor, another run) is refused, not overwritten.
 * 0, or -1 with an error line.
 */
int inplace_add(struct inplace *t, const char *path, const char *name,
		const char *was, size_t was_len, const char *buf, size_t len);

/*
 * Replace them all and end the change: 0, or -1 with an error line (past
 * the commit, the next run finishes what a failed rename left).
 */
int inplace_commit(struct inplace *t);

/* Drop the change: its temporaries and journal removed, no file touched. */
void inplace_abort(struct inplace *t);

#endif
