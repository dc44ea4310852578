// The server-rendered sign-in page behind GET /oauth/authorize: plain HTML, labelled fields,
// no scripts, so it works with any client and with assistive technology.
import { escapeHtml } from '../text/format.js';

// The client's default theme (pleroma-dark, pleroma-light for a light system preference), as
// variables the theme script below may override with the reader's own theme.
const STYLE = `
:root{--color-bg:#0f1620;--color-panel:#151e29;--color-text:#c8ccd2;--color-faint:#939ba6;--color-link:#e3a86e;--color-accent:#e3a86e;--color-accent-text:#0f1620;--color-border:#2a3a4d;--color-input-bg:#0f1620;--color-input-text:#c8ccd2;--color-focus:#7fb8ff;--color-alert-error-bg:#4a1c1c;--color-alert-error-text:#f3c2bd;--radius-panel:10px;--radius-input:4px;--radius-btn:4px;color-scheme:dark}
@media (prefers-color-scheme:light){:root{--color-bg:#eef1f5;--color-panel:#fff;--color-text:#1d2128;--color-faint:#5a6370;--color-link:#9a4a0c;--color-accent:#9a4a0c;--color-accent-text:#fff;--color-border:#c5cdd8;--color-input-bg:#fff;--color-input-text:#1d2128;--color-focus:#0b5cc2;--color-alert-error-bg:#fbe1de;--color-alert-error-text:#6d1a14;color-scheme:light}}
body{font-family:var(--font-interface,system-ui,sans-serif);background:var(--color-bg);color:var(--color-text);margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:var(--color-panel);padding:2rem;border-radius:var(--radius-panel);border:1px solid var(--color-border);width:min(24rem,90vw);box-sizing:border-box}
h1{font-size:1.4rem;margin:0 0 .5rem}p{line-height:1.4}label{display:block;margin:1rem 0 .25rem;font-weight:600}a{color:var(--color-link)}
input{width:100%;box-sizing:border-box;padding:.6rem;border-radius:var(--radius-input);border:1px solid var(--color-border);background:var(--color-input-bg);color:var(--color-input-text);font-size:1rem}
button,.button{display:block;box-sizing:border-box;text-align:center;text-decoration:none;margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:var(--radius-btn);background:var(--color-accent);color:var(--color-accent-text);font-size:1rem;font-weight:700;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid var(--color-focus);outline-offset:2px}
.error{background:var(--color-alert-error-bg);color:var(--color-alert-error-text);border:1px solid currentColor;padding:.6rem;border-radius:var(--radius-input)}code{word-break:break-all;font-size:1.1rem}`;

/**
 * The instance's plain page frame (also used by the password reset pages), in the reader's theme:
 * the client's /theme-boot.js puts the theme last chosen in this browser on <html>, so the
 * page's CSP must allow `script-src 'self'` (PAGE_CSP).
 */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style><script src="/theme-boot.js"></script></head>
<body><main>${body}</main></body></html>`;
}

/** The CSP of a page(): no network but our own theme script, inline styles, forms to us only. */
export const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

export interface AuthorizeForm {
  instanceName: string;
  appName: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  /** PKCE: the S256 challenge of the authorize request, passed on with the form. */
  codeChallenge?: string | null;
  username?: string;
  error?: string;
}

export function authorizePage(f: AuthorizeForm): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="authorization[${name}]" value="${escapeHtml(value)}">`;
  const pkce = f.codeChallenge ? `${hidden('code_challenge', f.codeChallenge)}${hidden('code_challenge_method', 'S256')}` : '';
  const error = f.error ? `<p class="error" role="alert" id="auth-error">${escapeHtml(f.error)}</p>` : '';
  return page(
    `Sign in — ${f.instanceName}`,
    `<h1>Sign in to ${escapeHtml(f.instanceName)}</h1>
<p><strong>${escapeHtml(f.appName)}</strong> would like to access your account (${escapeHtml(f.scope || 'read')}).</p>
${error}
<form method="post" action="/oauth/authorize">
${hidden('client_id', f.clientId)}${hidden('redirect_uri', f.redirectUri)}${hidden('scope', f.scope)}${hidden('state', f.state)}${hidden('response_type', 'code')}${pkce}
<label for="username">Username or email</label>
<input id="username" name="authorization[name]" autocomplete="username" required value="${escapeHtml(f.username ?? '')}"${f.error ? ' aria-describedby="auth-error"' : ''}>
<label for="password">Password</label>
<input id="password" name="authorization[password]" type="password" autocomplete="current-password" required${f.error ? ' autofocus' : ''}>
<button type="submit">Authorize</button>
</form>`,
  );
}

export function codePage(instanceName: string, code: string): string {
  return page(
    `Authorization code — ${instanceName}`,
    `<h1>Authorization code</h1><p>Copy this code and paste it into the application:</p><p><code id="code">${escapeHtml(code)}</code></p>`,
  );
}

export function errorPage(instanceName: string, message: string): string {
  return page(`Error — ${instanceName}`, `<h1>Authorization failed</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}
