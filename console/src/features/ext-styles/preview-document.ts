import { isHexColour, readableTextOn } from "@/shared/ui/form/colour";
import { isHttpUrl } from "@/shared/ui/form/rules";

/**
 * The previews are whole documents shown in a sandboxed frame (`srcdoc`): the administrator's
 * style sheet applies to the sample only and can never restyle the console, and the frame runs no
 * scripts. These functions build that document from what the form holds right now.
 */

/** Where the preview is shown: the console's language and reading direction. */
export interface PreviewFrame {
  lang: string;
  dir: "ltr" | "rtl";
}

/** The colours a sample is drawn in, each already checked. */
interface PreviewColours {
  primary: string;
  secondary: string;
  background: string;
}

/** Text for HTML content or a quoted attribute, with markup characters escaped. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * A style sheet made safe to put inside `<style>`: an end tag written in it would close the
 * element early and turn the rest into markup. `\/` is the same `/` to CSS.
 */
export function styleSheetText(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
}

/** The colour if it is a `#rgb` or `#rrggbb` value, else the sample's own default. */
export function shownColour(value: string, fallback: string): string {
  return isHexColour(value) ? value.trim() : fallback;
}

/** The address if it is a full http or https one; half-typed addresses show no image. */
export function shownImage(value: string): string | undefined {
  return isHttpUrl(value) ? value.trim() : undefined;
}

/**
 * Keeps the sample to itself: it may show images from anywhere and its own style sheet, and
 * fetch nothing else. The frame's sandbox already stops scripts; this is a second lock.
 */
const framePolicy =
  "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline' http: https:; font-src http: https: data:";

/** The document around a sample: policy, base styles, then the administrator's style sheet. */
function previewDocument(
  frame: PreviewFrame,
  baseCss: string,
  customCss: string,
  body: string,
): string {
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(frame.lang)}" dir="${frame.dir}">`,
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${framePolicy}">`,
    `<style>${baseCss}</style>`,
    // Loaded after the base styles, as the themes load it after their own.
    customCss.trim() === "" ? "" : `<style>${styleSheetText(customCss)}</style>`,
    "</head>",
    `<body>${body}</body>`,
    "</html>",
  ].join("\n");
}

const fontCss =
  "body{margin:0;font-family:'Red Hat Text',system-ui,sans-serif;font-size:14px;line-height:1.5}";

/** The logo as an image, or the fallback text (if any) when there is no usable address. */
function logo(url: string, fallback: string, className: string): string {
  const image = shownImage(url);
  if (image !== undefined) return `<img class="${className}" src="${escapeHtml(image)}" alt="">`;
  return fallback === "" ? "" : `<span class="${className}">${escapeHtml(fallback)}</span>`;
}

function buttonCss(colours: PreviewColours): string {
  return [
    `.sample-button{display:block;text-align:center;padding:6px 16px;border-radius:4px;margin-top:12px}`,
    `.sample-button--primary{background:${colours.primary};color:${readableTextOn(colours.primary)}}`,
    `.sample-button--secondary{border:1px solid ${colours.secondary};color:#151515;background:#fff}`,
  ].join("\n");
}

/** The colours a sample shows while a field is empty, also offered by the empty field's picker. */
export const sampleColours = {
  login: { primary: "#0066cc", secondary: "#8a8d90", background: "#f0f0f0" },
  portal: { primary: "#0066cc", secondary: "#4f5255", background: "#f0f0f0" },
} as const;

export interface LoginPreviewInput {
  colours: { primary: string; secondary: string; background: string };
  css: string;
  logoUrl: string;
  realmName: string;
  texts: {
    title: string;
    username: string;
    password: string;
    forgot: string;
    signIn: string;
    other: string;
  };
}

/** A sample sign-in page in the login colours, logo and style sheet. */
export function loginPreviewDocument(input: LoginPreviewInput, frame: PreviewFrame): string {
  const colours: PreviewColours = {
    primary: shownColour(input.colours.primary, sampleColours.login.primary),
    secondary: shownColour(input.colours.secondary, sampleColours.login.secondary),
    background: shownColour(input.colours.background, sampleColours.login.background),
  };
  const css = [
    fontCss,
    `body{background:${colours.background};color:${readableTextOn(colours.background)}}`,
    ".sample-page{max-width:380px;margin:0 auto;padding:24px 16px}",
    ".sample-logo{display:block;margin:0 auto 16px;max-height:56px;max-width:100%;text-align:center;font-size:20px;font-weight:600}",
    `.sample-card{background:#fff;color:#151515;padding:24px;border-top:4px solid ${colours.primary};border-radius:4px}`,
    ".sample-title{font-size:20px;margin:0 0 16px}",
    ".sample-field{display:block;margin-bottom:12px}",
    `.sample-input{display:block;height:30px;border:1px solid ${colours.secondary};border-radius:3px;margin-top:4px}`,
    `.sample-link{color:${colours.primary};text-decoration:underline}`,
    buttonCss(colours),
  ].join("\n");
  const { texts } = input;
  const body = `<main class="sample-page">
${logo(input.logoUrl, input.realmName, "sample-logo")}
<div class="sample-card">
<h1 class="sample-title">${escapeHtml(texts.title)}</h1>
<span class="sample-field">${escapeHtml(texts.username)}<span class="sample-input"></span></span>
<span class="sample-field">${escapeHtml(texts.password)}<span class="sample-input"></span></span>
<span class="sample-link">${escapeHtml(texts.forgot)}</span>
<span class="sample-button sample-button--primary">${escapeHtml(texts.signIn)}</span>
<span class="sample-button sample-button--secondary">${escapeHtml(texts.other)}</span>
</div>
</main>`;
  return previewDocument(frame, css, input.css, body);
}

export interface PortalPreviewInput {
  colours: { primary: string; secondary: string; background: string };
  css: string;
  appIconUrl: string;
  realmName: string;
  texts: { portal: string; members: string; settings: string; heading: string; action: string };
}

/** A sample portal page: top bar, side navigation and a card, in the portal colours. */
export function portalPreviewDocument(input: PortalPreviewInput, frame: PreviewFrame): string {
  const colours: PreviewColours = {
    primary: shownColour(input.colours.primary, sampleColours.portal.primary),
    secondary: shownColour(input.colours.secondary, sampleColours.portal.secondary),
    background: shownColour(input.colours.background, sampleColours.portal.background),
  };
  const css = [
    fontCss,
    `body{background:${colours.background};color:${readableTextOn(colours.background)}}`,
    `.sample-bar{display:flex;align-items:center;gap:8px;padding:8px 16px;background:${colours.primary};color:${readableTextOn(colours.primary)};font-weight:600}`,
    ".sample-icon{max-height:28px;max-width:28px}",
    ".sample-layout{display:flex;min-height:220px}",
    `.sample-nav{width:140px;padding:12px;background:${colours.secondary};color:${readableTextOn(colours.secondary)}}`,
    ".sample-nav span{display:block;padding:4px 0}",
    ".sample-main{flex:1;padding:16px}",
    ".sample-card{background:#fff;color:#151515;padding:16px;border-radius:4px;max-width:320px}",
    ".sample-title{font-size:18px;margin:0 0 8px}",
    buttonCss(colours),
  ].join("\n");
  const { texts } = input;
  const body = `<header class="sample-bar">${logo(input.appIconUrl, "", "sample-icon")}<span>${escapeHtml(input.realmName)} · ${escapeHtml(texts.portal)}</span></header>
<div class="sample-layout">
<nav class="sample-nav"><span>${escapeHtml(texts.members)}</span><span>${escapeHtml(texts.settings)}</span></nav>
<main class="sample-main"><div class="sample-card">
<h1 class="sample-title">${escapeHtml(texts.heading)}</h1>
<span class="sample-button sample-button--primary">${escapeHtml(texts.action)}</span>
</div></main>
</div>`;
  return previewDocument(frame, css, input.css, body);
}

export interface EmailPreviewInput {
  logoUrl: string;
  realmName: string;
  footerLine1: string;
  footerLine2: string;
  texts: { greeting: string; body: string };
}

/** A sample e-mail with the logo at the top and the two footer lines under the message. */
export function emailPreviewDocument(input: EmailPreviewInput, frame: PreviewFrame): string {
  const css = [
    fontCss,
    "body{background:#f0f0f0;color:#151515;padding:16px}",
    ".sample-mail{max-width:480px;margin:0 auto;background:#fff;padding:24px;border-radius:4px}",
    ".sample-logo{display:block;max-height:48px;max-width:100%;margin-bottom:16px;font-size:18px;font-weight:600}",
    ".sample-footer{margin-top:24px;padding-top:12px;border-top:1px solid #d2d2d2;color:#4f5255;font-size:12px}",
    ".sample-footer p{margin:0}",
  ].join("\n");
  const lines = [input.footerLine1, input.footerLine2]
    .filter((line) => line.trim() !== "")
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");
  const body = `<div class="sample-mail">
${logo(input.logoUrl, input.realmName, "sample-logo")}
<p>${escapeHtml(input.texts.greeting)}</p>
<p>${escapeHtml(input.texts.body)}</p>
<div class="sample-footer">${lines}</div>
</div>`;
  return previewDocument(frame, css, "", body);
}
