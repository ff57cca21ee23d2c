import { describe, expect, it } from "vitest";
import {
  emailPreviewDocument,
  loginPreviewDocument,
  portalPreviewDocument,
  styleSheetText,
} from "./preview-document";

const frame = { lang: "en", dir: "ltr" } as const;
const loginTexts = {
  title: "Sign in",
  username: "Username",
  password: "Password",
  forgot: "Forgot?",
  signIn: "Sign in",
  other: "Other",
};

describe("preview documents", () => {
  it("draws the sign-in sample in the typed colours, logo and style sheet", () => {
    const html = loginPreviewDocument(
      {
        colours: { primary: "#123456", secondary: "#abc", background: "#fafafa" },
        css: ".sample-card { border-radius: 0; }",
        logoUrl: "https://cdn.acme.test/logo.png",
        realmName: "acme",
        texts: loginTexts,
      },
      { lang: "ar", dir: "rtl" },
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("background:#123456");
    expect(html).toContain("border:1px solid #abc");
    expect(html).toContain("background:#fafafa");
    expect(html).toContain('src="https://cdn.acme.test/logo.png"');
    // The administrator's style sheet comes after the sample's own, so it wins.
    expect(html.indexOf(".sample-card { border-radius: 0; }")).toBeGreaterThan(
      html.indexOf(".sample-page{"),
    );
    expect(html).not.toMatch(/<script/i);
  });

  it("falls back to its own colours and the realm's name for values not finished yet", () => {
    const html = loginPreviewDocument(
      {
        colours: { primary: "#12", secondary: "red;}body{x:y", background: "" },
        css: "",
        logoUrl: "https://",
        realmName: "<acme>",
        texts: loginTexts,
      },
      frame,
    );
    expect(html).not.toContain("#12;");
    expect(html).not.toContain("x:y");
    expect(html).toContain("&lt;acme&gt;");
    expect(html).not.toContain("<img");
  });

  it("cannot be broken out of by a style sheet or by text", () => {
    const css = "a{}</style><script>alert(1)</script>";
    expect(styleSheetText(css)).not.toMatch(/<\/style/i);
    const html = portalPreviewDocument(
      {
        colours: { primary: "#000", secondary: "#fff", background: "#eee" },
        css,
        appIconUrl: 'https://x.test/a.png" onerror="alert(1)',
        realmName: "acme",
        texts: { portal: "Portal", members: "M", settings: "S", heading: "H", action: "A" },
      },
      frame,
    );
    expect(html.match(/<\/style>/g)).toHaveLength(2);
    expect(html).not.toContain('" onerror="');
  });

  it("puts both footer lines under the sample e-mail, escaped", () => {
    const html = emailPreviewDocument(
      {
        logoUrl: "",
        realmName: "acme",
        footerLine1: "ACME Ltd & Co",
        footerLine2: "",
        texts: { greeting: "Hello", body: "Body" },
      },
      frame,
    );
    expect(html).toContain("<p>ACME Ltd &amp; Co</p>");
    expect(html.match(/<p>/g)).toHaveLength(3);
  });
});
