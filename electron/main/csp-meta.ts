/**
 * The content security policy as a <meta> tag in the built page, a second copy of the header that app://overdive
 * (app-protocol.ts) and the browser host both send: the policy holds wherever the file is opened from. Only for
 * builds: the dev server injects inline scripts of its own.
 */
import { CONTENT_SECURITY_POLICY } from './security'

/** The policy as a meta tag may state it: frame-ancestors is only honoured in a header. */
export function cspForMeta(): string {
  return CONTENT_SECURITY_POLICY.split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ')
}

export function injectCspMeta(html: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${cspForMeta()}" />`
  return html.replace(/<head>/i, `<head>\n    ${tag}`)
}

/** A Vite plugin that writes the meta tag into the built index.html. */
export function cspMetaPlugin() {
  return {
    name: 'overdive-csp-meta',
    apply: 'build' as const,
    transformIndexHtml: (html: string) => injectCspMeta(html),
  }
}
