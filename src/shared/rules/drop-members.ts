/**
 * Who may pre-order from a drop (docs/product.md#members-only-drops): everyone, only those who
 * hold its secret link, or only its members (e-mails the organiser typed or uploaded, and/or an
 * e-mail domain). Pure rules, shared by the server, which decides, and the admin's form.
 */

export const DROP_AUDIENCES = ['everyone', 'link', 'members'] as const;
export type DropAudience = (typeof DROP_AUDIENCES)[number];

/** Members one list may hold (a hostel, a fest's volunteers, a team: well under this). */
export const DROP_MEMBERS_MAX = 5000;

/** A reminder to members who have not ordered goes at most once in this long, per drop. */
export const ROSTER_REMINDER_GAP_MS = 24 * 60 * 60 * 1000;

const EMAIL = /^[^\s@,;"<>]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** `smail.iitm.ac.in` (an `@` typed in front is dropped), lower-cased; null when it is no domain. */
export function normaliseDomain(typed: string): string | null {
  const domain = typed.trim().toLowerCase().replace(/^@/, '');
  return DOMAIN.test(domain) ? domain : null;
}

/** Whether the e-mail is at the domain itself (not a look-alike such as `xsmail.iitm.ac.in`). */
export const emailInDomain = (email: string, domain: string) =>
  email.toLowerCase().endsWith(`@${domain}`);

/** "This drop is for members of Hockey Club." */
export const membersOnlyMessage = (of: string) => `This drop is for members of ${of}.`;

export interface MemberListRead {
  /** Good rows, lower-cased, each once, in the order read. */
  emails: string[];
  /** Each bad row by its line (1-based) and why. */
  problems: { line: number; reason: string }[];
}

/**
 * A members' list as typed (one e-mail a line, or several separated by commas) or as a CSV
 * upload: the first cell of each row that holds an e-mail, or the column headed `email` when
 * there is one. Blank lines and the header are skipped; every other row that is not one e-mail
 * is named with its line, and the good rows are kept.
 */
export function readMemberList(text: string): MemberListRead {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const cellsOf = (line: string) => line.split(/[,;\t]/).map((c) => c.trim().replace(/^"|"$/g, ''));
  const header = cellsOf(lines[0] ?? '').map((c) => c.toLowerCase());
  const column = header.findIndex((c) => c === 'email' || c === 'e-mail' || c === 'email address');
  const emails: string[] = [];
  const seen = new Set<string>();
  const problems: MemberListRead['problems'] = [];
  lines.forEach((raw, i) => {
    if (i === 0 && column >= 0) return;
    if (raw.trim() === '') return;
    const cells = cellsOf(raw);
    // A typed list may put several e-mails on a line; a CSV row has one, in its column.
    const filled = cells.filter((c) => c !== '');
    const candidates =
      column >= 0
        ? [cells[column] ?? '']
        : filled.every((c) => c.includes('@'))
          ? filled
          : [filled.find((c) => c.includes('@')) ?? filled[0] ?? ''];
    for (const cell of candidates) {
      const email = cell.toLowerCase();
      if (email === '') {
        problems.push({ line: i + 1, reason: 'no e-mail address' });
      } else if (!EMAIL.test(email)) {
        problems.push({ line: i + 1, reason: `"${cell}" is not an e-mail address` });
      } else if (seen.has(email)) {
        problems.push({ line: i + 1, reason: `${email} is already in the list` });
      } else {
        seen.add(email);
        emails.push(email);
      }
    }
  });
  return { emails, problems };
}
