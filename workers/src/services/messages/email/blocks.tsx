import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";
import type { Block } from "../letter";
import { FONTS, PALETTE } from "./palette";

const paragraph = {
  margin: "14px 0",
  fontSize: "16px",
  lineHeight: "24px",
  color: PALETTE.text,
  whiteSpace: "pre-wrap",
} as const;
/** Long addresses (a tracking link) break anywhere rather than widen a phone's screen. */
const breakable = { wordBreak: "break-all", overflowWrap: "anywhere" } as const;
const cell = { padding: "6px 0", fontSize: "15px", lineHeight: "22px", verticalAlign: "top" } as const;

function Table({ children }: { children: ReactNode }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ margin: "8px 0" }}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

/** Labelled details: the label in a narrow column, the value beside it, wrapping on a phone. */
function Facts({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <Table>
      {rows.map((r) => (
        <tr key={r.label}>
          <td
            className="em-muted"
            style={{ ...cell, color: PALETTE.muted, whiteSpace: "nowrap", paddingRight: "12px" }}
          >
            {r.label}:
          </td>
          <td
            className="em-text"
            style={{ ...cell, overflowWrap: "anywhere", width: "100%", color: PALETTE.text }}
          >
            {r.value}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Money: the line's words, its amount right-aligned; the total under a rule. */
function Amounts({ rows }: { rows: { label: string; amount?: string; total?: boolean }[] }) {
  return (
    <Table>
      {rows.map((r, i) => {
        const style = {
          ...cell,
          color: PALETTE.text,
          ...(r.total ? { borderTop: `1px solid ${PALETTE.rule}`, fontWeight: 700 } : {}),
        };
        return (
          <tr key={i}>
            <td
              className="em-text em-rule"
              style={{ ...style, paddingRight: "12px" }}
              colSpan={r.amount ? 1 : 2}
            >
              {r.label}
            </td>
            {r.amount !== undefined && (
              <td className="em-text em-rule" align="right" style={{ ...style, whiteSpace: "nowrap" }}>
                {r.amount}
              </td>
            )}
          </tr>
        );
      })}
    </Table>
  );
}

/** One block of a letter as HTML, with the same words its plain-text line has (letter.ts). */
export function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "text":
      return (
        <Text className="em-text" style={paragraph}>
          {block.text}
        </Text>
      );
    case "gap":
      return null;
    case "action":
      return (
        <>
          <Text className="em-text" style={{ ...paragraph, marginBottom: "10px" }}>
            {block.lead}:
          </Text>
          {/* The one text of an e-mail its plain text does not have: the button's label (letter.test.ts). */}
          <Button
            data-label=""
            href={block.href}
            style={{
              backgroundColor: PALETTE.accent,
              color: PALETTE.onAccent,
              fontFamily: FONTS.body,
              fontSize: "16px",
              fontWeight: 600,
              borderRadius: "8px",
              padding: "12px 22px",
            }}
          >
            {block.label}
          </Button>
          <Text
            className="em-muted"
            style={{ ...paragraph, ...breakable, fontSize: "13px", color: PALETTE.muted }}
          >
            <Link className="em-link" href={block.href} style={{ color: PALETTE.link }}>
              {block.href}
            </Link>
          </Text>
        </>
      );
    case "facts":
      return <Facts rows={block.rows} />;
    case "amounts":
      return <Amounts rows={block.rows} />;
    case "quote":
      return (
        <Text
          className="em-muted"
          style={{
            ...paragraph,
            color: PALETTE.muted,
            borderLeft: `3px solid ${PALETTE.accent}`,
            paddingLeft: "12px",
          }}
        >
          {block.lines.join("\n")}
        </Text>
      );
  }
}
