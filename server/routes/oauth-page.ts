// The server-rendered sign-in page behind GET /oauth/authorize: plain HTML, labelled fields,
// no scripts, so it works with any client and with assistive technology.
import { escapeHtml } from '../text/format.js';

const STYLE = `
body{font-family:system-ui,sans-serif;background:#0f1923;color:#e6edf3;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#182634;padding:2rem;border-radius:10px;width:min(24rem,90vw);box-shadow:0 4px 24px #0008}
h1{font-size:1.4rem;margin:0 0 .5rem}p{line-height:1.4}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;border-radius:4px;border:1px solid #5a6b7d;background:#0f1923;color:inherit;font-size:1rem}
button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:4px;background:#d8a070;color:#111;font-size:1rem;font-weight:700;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #7fb4ff;outline-offset:2px}
.error{background:#5b1f24;border:1px solid #d66;padding:.6rem;border-radius:4px}code{word-break:break-all;font-size:1.1rem}`;

/** The instance's plain page frame (also used by the password reset and admin pages). */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

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
