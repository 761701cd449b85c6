import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { demo, expect, signIn, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Issue 28: a page of another origin on the same site (the same host, another port: SameSite=Lax cookies go
// along) auto-submits forms to the app, as text/plain to an encoded `/api` path and as a plain form to the real
// one. The browser sends them with the victim's cookie; the server must refuse both, and the victim stays
// signed in.

/** A page on 127.0.0.1:<its own port> whose forms post to `target` and submit themselves one after another. */
async function attackerPage(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const html = `<!doctype html><html><body>
<form id="a" method="POST" enctype="text/plain" action="${target}/%61pi/lg/exit" target="fa"><input name="x" value="y"></form>
<form id="b" method="POST" action="${target}/api/lg/exit" target="fb"><input name="x" value="y"></form>
<iframe name="fa" id="fa"></iframe><iframe name="fb" id="fb"></iframe>
<script>
  let loaded = 0;
  const done = () => { if (++loaded === 2) document.title = 'sent'; };
  document.getElementById('fa').addEventListener('load', done);
  document.getElementById('fb').addEventListener('load', done);
  document.getElementById('a').submit();
  document.getElementById('b').submit();
</script></body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a same-site page’s auto-submitted forms do not sign the user out', async ({ page, context, baseURL }) => {
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  expect((await page.request.get('/api/User/Info')).status()).toBe(200);

  const attacker = await attackerPage(String(baseURL).replace(/\/$/, ''));
  try {
    const evil = await context.newPage();
    const answers: number[] = [];
    evil.on('response', (res) => {
      if (res.request().method() === 'POST') answers.push(res.status());
    });
    await evil.goto(attacker.url);
    // Both forms were sent and answered (the frames loaded the answers), each with a refusal: the encoded path
    // reaches no API route (404), the other comes from another origin (403).
    await expect(evil).toHaveTitle('sent');
    await expect.poll(() => answers.length).toBe(2);
    for (const status of answers) expect([403, 404, 415]).toContain(status);
    await evil.close();
  } finally {
    await attacker.close();
  }

  // Still signed in: the session cookie works and the app shows the signed-in frame.
  expect((await page.request.get('/api/User/Info')).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
});
