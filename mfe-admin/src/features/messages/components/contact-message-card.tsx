import { type ContactMessageItem, formatServiceTime } from "@chauffeur/contract";
import { Card, Stack, Text } from "@chauffeur/ui";
import { ReplyDialog } from "./reply-dialog";

/** One contact message: who wrote what, and either the reply it got or the way to write one. */
export function ContactMessageCard({
  message: m,
  onReplied,
}: {
  message: ContactMessageItem;
  onReplied: () => void;
}) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="1">
        <Text fontWeight="semibold">{m.service ? `${m.name} · ${m.service}` : m.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {m.email} · {m.phone} · {formatServiceTime(m.createdAt)}
        </Text>
        <Text whiteSpace="pre-wrap">{m.message}</Text>
        {m.repliedAt ? (
          <Stack gap="1" mt="2" borderLeftWidth="3px" borderColor="green.solid" ps="3">
            <Text fontSize="sm" fontWeight="medium" color="green.fg">
              Replied {formatServiceTime(m.repliedAt)}
            </Text>
            <Text whiteSpace="pre-wrap" fontSize="sm">
              {m.reply}
            </Text>
          </Stack>
        ) : (
          <ReplyDialog message={m} onReplied={onReplied} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
