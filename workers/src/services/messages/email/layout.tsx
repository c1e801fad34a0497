import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import { footerLines, type Letterhead, siteAddress } from "../letter";
import { DARK_MODE_CSS, FONTS, PALETTE } from "./palette";

const textStyle = { margin: "0", fontSize: "13px", lineHeight: "20px", color: PALETTE.muted } as const;

/** The company's monogram and name as text on the dark band: no picture to download. */
function Masthead({ head }: { head: Letterhead }) {
  const [first = "", ...rest] = head.SITE_NAME.split(" ");
  const site = siteAddress(head);
  const name = (
    <span style={{ fontFamily: FONTS.heading, fontSize: "20px", fontWeight: 600, letterSpacing: "0.02em" }}>
      <span style={{ color: "#ffffff" }}>{first}</span>{" "}
      <span style={{ color: PALETTE.accent }}>{rest.join(" ")}</span>
    </span>
  );
  return (
    <Section style={{ backgroundColor: PALETTE.band, padding: "20px 24px", borderRadius: "12px 12px 0 0" }}>
      <table role="presentation" cellPadding={0} cellSpacing={0} border={0}>
        <tbody>
          <tr>
            <td
              aria-hidden="true"
              width={36}
              height={36}
              align="center"
              style={{
                width: "36px",
                height: "36px",
                borderRadius: "8px",
                backgroundColor: PALETTE.accent,
                color: PALETTE.onAccent,
                fontFamily: FONTS.heading,
                fontSize: "20px",
                fontWeight: 700,
              }}
            >
              {first.charAt(0)}
            </td>
            <td style={{ paddingLeft: "10px" }}>
              {site ? (
                <Link href={site} style={{ textDecoration: "none" }}>
                  {name}
                </Link>
              ) : (
                name
              )}
            </td>
          </tr>
        </tbody>
      </table>
    </Section>
  );
}

/** The company's details under every e-mail: how to reach it, and its site. */
function Footer({ head }: { head: Letterhead }) {
  const site = siteAddress(head);
  const [name] = footerLines(head);
  const link = { color: PALETTE.muted, textDecoration: "underline" } as const;
  return (
    <Section style={{ padding: "20px 24px 32px" }}>
      <Text className="em-muted" style={{ ...textStyle, fontWeight: 600 }}>
        {name}
      </Text>
      <Text className="em-muted" style={textStyle}>
        <Link className="em-muted" href={`tel:${head.SITE_PHONE_HREF}`} style={link}>
          {head.SITE_PHONE}
        </Link>
        {" · "}
        <Link className="em-muted" href={`mailto:${head.SITE_EMAIL}`} style={link}>
          {head.SITE_EMAIL}
        </Link>
      </Text>
      {site && (
        <Text className="em-muted" style={textStyle}>
          <Link className="em-muted" href={site} style={link}>
            {site}
          </Link>
        </Text>
      )}
    </Section>
  );
}

/**
 * One layout for every e-mail: the masthead, the letter on its card, the company's details; 600 px at
 * most and fluid below, so a 390 px phone reads it without zooming; light, and dark where the reader is.
 */
export function EmailLayout({
  head,
  subject,
  preview,
  children,
}: {
  head: Letterhead;
  subject: string;
  preview: string | null;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{subject}</title>
        {/* A constant of ours, not user text: written as it is. */}
        <style dangerouslySetInnerHTML={{ __html: DARK_MODE_CSS }} />
      </Head>
      {preview && <Preview>{preview}</Preview>}
      <Body
        className="em-page"
        style={{ margin: "0", padding: "24px 8px", backgroundColor: PALETTE.page, fontFamily: FONTS.body }}
      >
        <Container style={{ width: "100%", maxWidth: "600px" }}>
          <Masthead head={head} />
          <Section
            className="em-card"
            style={{ backgroundColor: PALETTE.card, padding: "8px 24px 16px", borderRadius: "0 0 12px 12px" }}
          >
            {children}
          </Section>
          <Footer head={head} />
        </Container>
      </Body>
    </Html>
  );
}
