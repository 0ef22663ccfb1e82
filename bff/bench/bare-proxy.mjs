// The floor the proxy-cpu script compares the BFF with: node:http and undici's dispatch and
// nothing else, forwarding every request to V1's company list with the token of BARE_TOKEN.
// Prints its URL on stdout.
import { createServer } from 'node:http';
import { Pool } from 'undici';

const origin = process.env.BARE_V1_ORIGIN;
const headers = {
  authorization: `Bearer ${process.env.BARE_TOKEN}`,
  'x-tenant-id': 'nordrevision',
};
const pool = new Pool(origin, { connections: 64, pipelining: 1 });
const server = createServer((req, res) => {
  const chunks = [];
  let status = 0;
  let type = 'application/json';
  pool.dispatch(
    { origin, method: 'GET', path: '/v1/companies', headers },
    {
      onRequestStart() {},
      onResponseStart(_c, s, h) {
        status = s;
        type = h['content-type'] ?? type;
      },
      onResponseData(_c, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd() {
        const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
        res.writeHead(status, ['content-type', type, 'content-length', String(body.length)]);
        res.end(body);
      },
      onResponseError(_c, err) {
        res.destroy(err);
      },
    },
  );
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}`));
