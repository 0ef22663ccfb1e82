import type { Catalog } from '../catalog.js';
import { count } from '../plural.js';

const minutes = (s: unknown) => Math.max(1, Math.ceil(Number(s) / 60) || 1);
const num = (v: unknown) => count('sv', Number(v));
const megabytes = (bytes: unknown) =>
  `${num(Math.max(1, Math.round(Number(bytes) / 1048576)))}\u00a0MB`;

export const errors: Catalog['errors'] = {
  unreachable: 'Det går inte att nå konsolens server. Kontrollera anslutningen och försök igen.',
  notAllowed: 'Du har inte behörighet att göra det här.',
  notFound: 'Det finns inte (längre). Någon annan kan ha tagit bort det.',
  serverTrouble: 'Servern kunde inte svara. Försök igen om en stund.',
  generic: 'Något gick fel. Försök igen; om det händer igen, kontakta din administratör.',
  reasonLabel: 'Serverns orsak',
  requestIdLabel: 'Anrops-id',
  serverSaid: (reason) => `Servern svarade: ${reason}`,
  screenFailedTitle: 'Den här vyn kunde inte visas',
  screenFailed:
    'Något gick fel i konsolen när vyn skulle visas. Försök igen; om det händer igen, ladda om sidan eller kontakta din administratör.',
  errorLabel: 'Fel',
  reloadPage: 'Ladda om sidan',
  offlineTitle: 'Vyn kunde inte laddas',
  offlineScreen:
    'Konsolens server går inte att nå just nu. Inget du har skrivit går förlorat; vyn visas av sig själv när anslutningen är tillbaka.',
  offlineBanner:
    'Ingen anslutning. Inget du har skrivit går förlorat; konsolen fortsätter när anslutningen är tillbaka.',
  newVersionTitle: 'Konsolen har uppdaterats',
  newVersion:
    'En del av vyn kunde inte laddas: en ny version av konsolen kom ut efter att sidan öppnades. Ladda om sidan för att få den.',
  code: {
    invalid_request: () =>
      'En del av det som skickades är inte giltigt. Kontrollera de markerade fälten.',
    invalid_json: () => 'Anropet kunde inte läsas. Ladda om sidan och försök igen.',
    request_cancelled: () => 'Anropet avbröts.',
    upload_cut_off: () => 'Uppladdningen avbröts. Försök igen.',
    not_signed_in: () => 'Du är inte (längre) inloggad. Logga in igen.',
    bad_credentials: () => 'Fel användarnamn eller lösenord.',
    csrf_rejected: () => 'Anropet nekades av säkerhetsskäl. Ladda om sidan och försök igen.',
    origin_rejected: () =>
      'Anropet kom från en annan webbplats och nekades. Använd konsolen direkt.',
    forbidden_role: () => 'Din roll får inte göra det här. Fråga en administratör.',
    tenant_not_allowed: (p) =>
      `Du har ingen behörighet till byrån ”${p.tenantId ?? ''}”. Välj en av dina byråer.`,
    company_not_allowed: () =>
      'Du har ingen behörighet till det här företaget: ditt konto i konsolen följer behörigheterna för sin användare i plattformen, och de omfattar inte företaget.',
    not_found: () => 'Det finns inte (längre). Någon annan kan ha tagit bort det.',
    operation_not_offered: () => 'Plattformen som konsolen är ansluten till erbjuder inte detta.',
    payload_too_large: (p) =>
      p.maxBytes
        ? `Det som skickades är för stort (högst ${megabytes(p.maxBytes)}).`
        : 'Det som skickades är för stort.',
    unsupported_media_type: () => 'Anropet skickades i en form som servern inte tar emot.',
    too_many_attempts: (p) =>
      p.retryAfterS
        ? `För många försök. Försök igen om ${minutes(p.retryAfterS)} min.`
        : 'För många försök. Försök igen senare.',
    bulk_run_not_found: () =>
      'Konsolen känner inte (längre) till massåtgärden. Starta den igen från listan.',
    bulk_run_mismatch: () =>
      'Ändringen hör inte till massåtgärden den skickades i. Starta åtgärden igen.',
    bulk_run_ended: (p) =>
      `Massåtgärden ${p.status === 'cancelled' ? 'avbröts' : 'är avslutad'}, så inget mer skickas i den. Försök igen för att skicka det i en ny.`,
    bulk_run_full: (p) =>
      `Massåtgärden startades för ${p.total ?? 'sina'} poster och alla har redan skickats, så inget mer får plats i den. Försök igen för att skicka det i en ny.`,
    signoff_conflict: (p) =>
      p.reason === 'not_prepared'
        ? 'Signera posten som upprättad innan den signeras som granskad.'
        : p.reason === 'reviewed'
          ? 'Posten är signerad som granskad: ta tillbaka granskningen innan upprättandet.'
          : p.reason === 'note_cleared'
            ? 'Granskningsanteckningen är redan avklarad. Läs in sidan igen för att se av vem.'
            : 'Signeringen ändrades under tiden. Läs in sidan igen och försök på nytt.',
    console_access_conflict: (p) =>
      p.reason === 'last_owner'
        ? `${p.username ?? 'Kontot'} är konsolens sista ägare. Gör ett annat konto till ägare först: konsolen måste alltid ha en.`
        : p.reason === 'account_exists'
          ? `Det finns redan ett konto som heter ${p.username ?? 'så'}. Välj ett annat användarnamn.`
          : 'Konsolåtkomsten har ändrats under tiden. Läs in sidan igen och försök på nytt.',
    setup_link_invalid: (p) =>
      p.reason === 'used'
        ? 'Länken har redan använts. Logga in med lösenordet du valde, eller be en ägare om en ny länk.'
        : p.reason === 'expired'
          ? 'Länken har gått ut (den gäller i 24 timmar). Be en ägare om en ny länk.'
          : 'Länken är okänd. Kontrollera att du kopierade hela, eller be en ägare om en ny länk.',
    upstream_rejected: () => 'Plattformen nekade detta. Kontrollera det du angav.',
    upstream_not_found: () =>
      'Plattformen har det inte (längre). Någon annan kan ha tagit bort det.',
    upstream_conflict: () =>
      'Det krockar med något som plattformen redan har (till exempel en dubblett).',
    upstream_credentials_refused: () =>
      'Plattformen nekade konsolens egna inloggningsuppgifter. Kontakta din administratör.',
    upstream_failed: () =>
      'Plattformen fick ett fel när den skulle svara. Försök igen om en stund.',
    upstream_unavailable: () => 'Plattformen går inte att nå just nu. Försök igen om en stund.',
    upstream_timeout: () => 'Plattformen svarade inte i tid. Försök igen om en stund.',
    upstream_bad_answer: () =>
      'Plattformen svarade i en form som konsolen inte förstår. Kontakta din administratör.',
    store_unavailable: () => 'Konsolens databas är borta en stund. Försök igen strax.',
    not_ready: () => 'Konsolen är inte redo ännu. Försök igen strax.',
    metrics_unauthorized: () => 'Mätvärdena kräver mätvärdesnyckeln. Kontakta din administratör.',
    internal: () =>
      'Något gick fel i konsolen. Försök igen; om det händer igen, kontakta din administratör.',
  },
};
