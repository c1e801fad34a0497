import { Button, Card, Center, Code, Heading, SimpleGrid, Stack, Text } from "@chauffeur/ui";
import { Checkbox } from "@chauffeur/ui/widgets";
import { useState } from "react";

/**
 * The ten recovery codes, shown this once: each signs in once in place of the app's code (a lost phone).
 * The person keeps them somewhere safe before going on.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [kept, setKept] = useState(false);
  const text = codes.join("\n");
  const download = () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: "text/plain" }));
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Center py={{ base: "8", md: "16" }} px="4">
      <Card.Root w="full" maxW="md">
        <Card.Body gap="4">
          <Heading as="h1" size="2xl" fontFamily="heading">
            Your recovery codes
          </Heading>
          <Text color="fg.muted">
            Two-step sign-in is on. If you lose your phone, each of these codes signs you in once. They are
            shown only now: keep them somewhere safe, away from your phone.
          </Text>
          <SimpleGrid columns={2} gap="2" data-testid="recovery-codes" aria-label="Recovery codes">
            {codes.map((code) => (
              <Code key={code} fontSize="md" p="2" textAlign="center">
                {code}
              </Code>
            ))}
          </SimpleGrid>
          <Stack direction="row" gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(text)}>
              Copy
            </Button>
            <Button variant="outline" onClick={download}>
              Download
            </Button>
          </Stack>
          <Checkbox.Root checked={kept} onCheckedChange={(e) => setKept(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>I have kept my recovery codes</Checkbox.Label>
          </Checkbox.Root>
          <Button colorPalette="gold" disabled={!kept} onClick={onDone}>
            Continue to the dashboard
          </Button>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
