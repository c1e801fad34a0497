import type { RemoteAppProps } from "@chauffeur/contract";
import { Button, Card, Center, Field, Heading, Input, Stack, Text } from "@chauffeur/ui";

export function SignInScreen({ site }: RemoteAppProps) {
  return (
    <Center py="16" px="4">
      <Card.Root w="full" maxW="md">
        <Card.Body as="form" gap="5">
          <Stack gap="1">
            <Heading as="h1" size="2xl" fontFamily="heading">
              Driver Dashboard
            </Heading>
            <Text color="fg.muted">Sign in to see and run your {site.name} rides.</Text>
          </Stack>
          <Field.Root required>
            <Field.Label>Email</Field.Label>
            <Input name="email" type="email" autoComplete="email" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Password</Field.Label>
            <Input name="password" type="password" autoComplete="current-password" />
          </Field.Root>
          <Button type="submit" colorPalette="gold">
            Sign In
          </Button>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
