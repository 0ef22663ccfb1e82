import type { Catalog } from '../catalog.js';

export const errors: Catalog['errors'] = {
  unreachable: 'Det går inte att nå konsolens server. Kontrollera anslutningen och försök igen.',
  notAllowed: 'Du har inte behörighet att göra det här.',
  notFound: 'Det finns inte (längre). Någon annan kan ha tagit bort det.',
  serverTrouble: 'Servern kunde inte svara. Försök igen om en stund.',
  generic: 'Något gick fel.',
  serverSaid: (reason) => `Servern svarade: ${reason}`,
};
