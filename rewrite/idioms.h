#ifndef REWRITE_IDIOMS_H
#define REWRITE_IDIOMS_H

/*
 * endian idioms: the hand-written semantic patches of semantic-patches/
 * (double conversions, add_cpu, constant comparisons, __ spellings,
 * in-place conversions, byte-order #if around a swab) run on the given
 * files and directories, without the user knowing spatch's flags.
 *
 * The rules are found in $ENDIAN_COCCI_DIR, else in semantic-patches/
 * beside the endian binary.  Each rule runs once over all the files, with
 * the options of its `// Options:` line, on scratch copies; in patch mode
 * the rules run one after the other on the same copies, so one rule's
 * result feeds the next, and the diff comes from GNU diff between each
 * file and its copy.  ifdef_swab's edit is made by rewrite/ifdef_swab.c
 * (spatch cannot match directives); its semantic patch only reports.
 *
 * Returns the exit status: 0 nothing found, 1 a diff, report or edit,
 * 2 trouble (spatch missing or failing, a file unreadable, a bad option).
 */
int cmd_idioms(int argc, const char **argv);

#endif
