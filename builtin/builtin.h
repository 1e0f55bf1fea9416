/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef BUILTIN_BUILTIN_H
#define BUILTIN_BUILTIN_H

/*
 * The commands of main.c's table, one file each: builtin/<name>.c holds
 * cmd_<name>(), its usage and its option table, and nothing else but the
 * glue between the options and the libraries underneath.  argv[0] is the
 * command's name; the return value is the exit status (0 clean, 1
 * findings, 2 trouble).
 *
 * Adding a command: docs/adding.md.
 */

int cmd_check(int argc, const char **argv);
int cmd_infer(int argc, const char **argv);
int cmd_facts(int argc, const char **argv);
int cmd_patch(int argc, const char **argv);
int cmd_idioms(int argc, const char **argv);
int cmd_verify(int argc, const char **argv);
int cmd_annotate(int argc, const char **argv);

#endif
