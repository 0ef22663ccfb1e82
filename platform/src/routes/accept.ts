import type { Hono } from 'hono';
import type { PlatformContext } from '../context.js';
import { acceptInvitation, findAcceptable } from '../store/invitations.js';
import { getTenant } from '../store/tenants.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.4rem;font-size:1rem}
button{margin-top:1rem;padding:.5rem 1rem;font-size:1rem}.error{color:#a00}</style></head>
<body><h1>${esc(title)}</h1>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      'referrer-policy': 'no-referrer',
    },
  });
}

const invalid = () =>
  page('Inbjudan', '<p>Länken är ogiltig, redan använd eller har gått ut.</p>', 404);

function form(
  email: string,
  tenantName: string,
  values = { firstName: '', lastName: '' },
  error = '',
) {
  return `<p>Du har bjudits in till <strong>${esc(tenantName)}</strong> som <strong>${esc(email)}</strong>.
Ange ditt namn för att aktivera kontot.</p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post">
<label for="firstName">Förnamn</label><input id="firstName" name="firstName" required maxlength="100" value="${esc(values.firstName)}">
<label for="lastName">Efternamn</label><input id="lastName" name="lastName" required maxlength="100" value="${esc(values.lastName)}">
<button type="submit">Aktivera konto</button>
</form>`;
}

/** `GET/POST /accept/{token}`: the invitation page (outside /v1, no bearer token). */
export function registerAcceptPage(app: Hono, ctx: PlatformContext): void {
  app.get('/accept/:token', async (c) => {
    const user = await findAcceptable(ctx.db, c.req.param('token'));
    if (!user) return invalid();
    const tenant = await getTenant(ctx.db, user.tenant_id);
    return page('Aktivera ditt konto', form(user.email, tenant?.name ?? user.tenant_id));
  });

  app.post('/accept/:token', async (c) => {
    const token = c.req.param('token');
    const user = await findAcceptable(ctx.db, token);
    if (!user) return invalid();
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const values = { firstName: '', lastName: '' };
    if (type === 'application/x-www-form-urlencoded') {
      const fields = new URLSearchParams(await c.req.text());
      values.firstName = (fields.get('firstName') ?? '').trim();
      values.lastName = (fields.get('lastName') ?? '').trim();
    }
    const tenant = await getTenant(ctx.db, user.tenant_id);
    const tenantName = tenant?.name ?? user.tenant_id;
    if (
      !values.firstName ||
      !values.lastName ||
      values.firstName.length > 100 ||
      values.lastName.length > 100
    ) {
      return page(
        'Aktivera ditt konto',
        form(user.email, tenantName, values, 'Fyll i förnamn och efternamn (högst 100 tecken).'),
        400,
      );
    }
    const done = await ctx.db
      .transaction()
      .execute((trx) => acceptInvitation(trx, token, values.firstName, values.lastName))
      .catch(() => null);
    if (!done) return invalid();
    return page(
      'Välkommen',
      `<p>Ditt konto i ${esc(tenantName)} är aktiverat, ${esc(values.firstName)}.</p>`,
    );
  });
}
