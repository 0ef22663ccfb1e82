/** The longest commit subject the repository takes (docs/DEVELOPMENT.md, "Commits"). */
export const MAX_SUBJECT = 72;

// Prefixes git writes itself: `git commit --fixup` and `--squash` must repeat the subject whole.
const AUTOSQUASH = /^(fixup|squash|amend)! /;

/** The subject of a commit message as git will keep it: its first line that is not a comment. */
export function subjectOf(message) {
  const lines = message.split('\n');
  const scissors = lines.findIndex((l) => l.startsWith('# ------------------------ >8'));
  const kept = scissors === -1 ? lines : lines.slice(0, scissors);
  return kept.find((l) => l.trim() !== '' && !l.startsWith('#'))?.trimEnd() ?? '';
}

/** Why a commit message is refused, or null when it is taken. */
export function subjectProblem(message) {
  const subject = subjectOf(message);
  if (subject === '' || AUTOSQUASH.test(subject) || subject.startsWith('Merge ')) return null;
  const length = [...subject].length;
  if (length <= MAX_SUBJECT) return null;
  return (
    `commit subject is ${length} characters, at most ${MAX_SUBJECT}:\n  ${subject}\n` +
    `Say what changed in the subject, and why and what you measured in the body ` +
    `(docs/DEVELOPMENT.md, "Commits"). Your message is kept in .git/COMMIT_EDITMSG.`
  );
}
