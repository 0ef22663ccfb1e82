/**
 * Seeds issue 12's large tenant through V1 (client credentials, then the platform's V1 paths):
 * pending invitations, companies and groups in the demo client's home tenant. Invitations go in
 * batches (V1's InviteUserData takes many emails); companies and groups one call each, several
 * calls at a time.
 */
import { luhnValid } from '@ledger/contract';

export interface TenantSize {
  invitations: number;
  companies: number;
  groups: number;
}

export interface SeededTenant extends TenantSize {
  seconds: number;
  /** Typed into the invitations search: its last key narrows the list (see `invitationEmail`). */
  emailSearch: string;
  /** Typed into the companies search (a seeded company name contains it). */
  companySearch: string;
}

const words = (list: string) => list.split(' ');
const CLIENT = { client_id: 'console-demo', client_secret: 'console-demo-secret' };
const INVITE_BATCH = 100;
const CONCURRENT_CALLS = 8;

// Names for invited addresses: first.last@domain, unique for i < 40 * 40 * 4. The search text
// "karin.bergh" matches the first name Karin with the second last name; one key less also matches
// berg, bergman and bergström, so the list must follow the last key.
const FIRST = words(
  'karin anna erik lars maria johan eva per sara nils emma olof ingrid gustav elin magnus linnea henrik frida axel sofia anders klara oskar ebba mats hanna jonas maja peter ida fredrik alva daniel wilma mikael agnes viktor tove åsa',
);
const LAST = words(
  'berg bergh bergman bergström lindqvist nyström holm sandberg ek forsberg lundgren åberg dahl strand öberg hedlund sjöberg wallin engström lindholm norberg blom axelsson falk lindgren håkansson nord sundberg fransson isaksson ström mattsson björk lund hellström nygren söderberg vikström eklund gran',
);
const DOMAINS = words('kund.example klient.example bolag.example firma.example');

export function invitationEmail(i: number): string {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  const domain = DOMAINS[Math.floor(i / (FIRST.length * LAST.length)) % DOMAINS.length]!;
  return `${first}.${last}@${domain}`;
}

// Company names: place + ending + trade, 20 * 10 * 10 = 2,000 names, none containing "norrsk".
// The first three are replaced: two contain "Norrsken" (the search), one "Norrske" but not
// "Norrsken", so the list must follow the search's last key.
const PLACE = words(
  'Berg Fjäll Skog Sjö Älv Nord Syd Öst Väst Stor Lill Ek Björk Gran Tall Norr Sol Havs Dal Ström',
);
const ENDING = words('ens bo by vik lunda holm åker näs ås torp');
const TRADE = words('Bygg Konsult Revision Fastigheter Transport Handel El Rör Måleri Data');
const NORRSKEN_NAMES = [
  'Norrskensfjällets Fastigheter AB',
  'Norrsken Måleri i Kiruna AB',
  'Norrskeppet Rederi AB',
];

export function companyName(i: number): string {
  if (i < NORRSKEN_NAMES.length) return NORRSKEN_NAMES[i]!;
  const place = PLACE[i % PLACE.length]!;
  const ending = ENDING[Math.floor(i / PLACE.length) % ENDING.length]!;
  const trade = TRADE[Math.floor(i / (PLACE.length * ENDING.length)) % TRADE.length]!;
  return `${place}${ending} ${trade} AB`;
}

/** `559300000 + i` with its Luhn check digit (the demo's numbers are elsewhere). */
export function companyOrgNr(i: number): string {
  const nine = String(559_300_000 + i);
  for (let d = 0; d <= 9; d++)
    if (luhnValid(`${nine}${d}`)) return `${nine.slice(0, 6)}-${nine.slice(6)}${d}`;
  throw new Error(`no check digit for ${nine}`);
}

const TEAM = words('Revision Redovisning Lön Skatt Rådgivning');
const REGION = words('Norr Syd Öst Väst Mitt');

export function groupName(i: number): string {
  const team = TEAM[i % TEAM.length]!;
  const region = REGION[Math.floor(i / TEAM.length) % REGION.length]!;
  return `${team} ${region} ${Math.floor(i / (TEAM.length * REGION.length)) + 1}`;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function token(platformUrl: string): Promise<string> {
  const res = await fetch(`${platformUrl}/v1/token`, {
    method: 'POST',
    body: new URLSearchParams(CLIENT),
  });
  if (!res.ok) throw new Error(`scale seed: token ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function seedLargeTenant(
  platformUrl: string,
  size: TenantSize,
): Promise<SeededTenant> {
  const started = performance.now();
  const bearer = `Bearer ${await token(platformUrl)}`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${platformUrl}/v1${path}`, {
      method: 'POST',
      headers: { authorization: bearer, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`scale seed: POST ${path} ${res.status} ${text}`);
  };
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);

  const batches = range(Math.ceil(size.invitations / INVITE_BATCH)).map((b) =>
    range(Math.min(INVITE_BATCH, size.invitations - b * INVITE_BATCH)).map((j) =>
      invitationEmail(b * INVITE_BATCH + j),
    ),
  );
  await Promise.all([
    eachLimited(batches, 2, (emails) => post('/invitations', { emails })),
    eachLimited(range(size.groups), CONCURRENT_CALLS / 2, (i) =>
      post('/groups', { name: groupName(i) }),
    ),
    eachLimited(range(size.companies), CONCURRENT_CALLS, (i) =>
      post('/companies', {
        authorization: { type: 1, userIds: [], groupIds: [] },
        data: {
          name: companyName(i),
          organizationNumber: companyOrgNr(i),
          annualReportFramework: (['K2', 'K3'] as const)[i % 2],
          legalForm: 'LIMITED_LIABILITY_COMPANY',
          address: `Storgatan ${(i % 90) + 1}, Umeå`,
        },
      }),
    ),
  ]);
  return {
    ...size,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    emailSearch: 'karin.bergh',
    companySearch: 'norrsken',
  };
}
