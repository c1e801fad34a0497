import { formatCents, formatUsDate, shiftDate } from "@chauffeur/contract";
import { Badge, Button, Card, Flex, Heading, Stack, Text } from "@chauffeur/ui";
import { useState } from "react";
import { LuDownload } from "react-icons/lu";
import { errorText } from "../../../lib/api-client";
import { downloadStatement } from "../api/download-statement";
import { useStatements } from "../api/get-statements";

/** The chauffeur's weekly pay statements (issued each Monday for the week before), each as PDF. */
export function StatementsCard({ driverId }: { driverId: string }) {
  const { data, error } = useStatements(driverId);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Card.Root as="section" aria-labelledby="statements-title">
      <Card.Body gap="3">
        <Heading id="statements-title" as="h2" size="md">
          Pay statements
        </Heading>
        {error && <Text color="fg.error">Error: {error.message}</Text>}
        {failed && <Text color="fg.error">{failed}</Text>}
        {data?.items.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            Your first statement is issued on the Monday after your first week of rides.
          </Text>
        )}
        <Stack gap="3">
          {data?.items.map((s) => (
            <Flex key={s.id} justify="space-between" align="center" gap="3" flexWrap="wrap">
              <Stack gap="0">
                <Text fontWeight="semibold" fontFamily="mono" fontSize="sm">
                  {s.number}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatUsDate(s.weekOf)} – {formatUsDate(shiftDate(s.weekOf, 6))}
                </Text>
              </Stack>
              <Flex gap="3" align="center">
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {formatCents(s.totalCents)}
                </Text>
                <Badge colorPalette={s.paidAt ? "green" : "gray"}>{s.paidAt ? "Paid" : "Not paid yet"}</Badge>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Download statement ${s.number} as PDF`}
                  onClick={() =>
                    downloadStatement(driverId, s).then(
                      () => setFailed(null),
                      (e) => setFailed(errorText(e)),
                    )
                  }
                >
                  <LuDownload aria-hidden /> PDF
                </Button>
              </Flex>
            </Flex>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
