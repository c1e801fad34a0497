import { formatServiceTime, type RemoteName, type RemoteStatus } from "@chauffeur/contract";
import { Badge, Button, Card, Heading, HStack, Stack, Text } from "@chauffeur/ui";
import { Table } from "@chauffeur/ui/widgets";
import { useAdminAction } from "../../../lib/use-admin-action";
import { useRemotes } from "../api/get-remotes";
import { promoteRelease } from "../api/promote-release";
import { rollbackRelease } from "../api/rollback-release";
import { startCanary } from "../api/start-canary";
import { FieldTable } from "./field-table";

const TITLES: Record<RemoteName, string> = {
  booking: "Booking (public site)",
  admin: "Dispatch dashboard",
  driver: "Chauffeur app",
};

/** One micro-frontend: what visitors load now, a rollback to the version before, its releases. */
function RemoteCard({ status, onChanged }: { status: RemoteStatus; onChanged: () => void }) {
  const { remote } = status;
  const promote = useAdminAction({
    action: async (version: string) => {
      await promoteRelease(remote, version);
      return { message: `${TITLES[remote]} ${version} is live from the next page load` };
    },
    errorTitle: "Could not promote",
    onDone: onChanged,
  });
  const canary = useAdminAction({
    action: async ({ version, share }: { version: string; share: number }) => {
      await startCanary(remote, version, share);
      return {
        message: `${TITLES[remote]} ${version} goes to ${share}% of browsers from their next page load`,
      };
    },
    errorTitle: "Could not start the canary",
    onDone: onChanged,
  });
  const rollback = useAdminAction({
    action: async () => {
      const now = await rollbackRelease(remote, status.canary?.version ?? status.live.version);
      return { message: `${TITLES[remote]} is back to ${now.live.version} for every browser` };
    },
    errorTitle: "Could not roll back",
    onDone: onChanged,
  });
  const before = status.previous[0];
  const running = status.canary;
  const lastCanary = status.canaries[0];
  return (
    <Card.Root size="sm" data-testid={`remote-${remote}`}>
      <Card.Header>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h3" size="md">
              {TITLES[remote]}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              Live: <strong>{status.live.version}</strong>
              {status.previous.length > 0 &&
                ` · before it: ${status.previous.map((p) => p.version).join(", ")}`}
            </Text>
            {running && (
              <Text textStyle="sm" data-testid={`canary-${remote}`}>
                Canary: <strong>{running.version}</strong> to {running.share}% of browsers
              </Text>
            )}
          </Stack>
          <HStack gap="2" flexWrap="wrap">
            {running && running.share < 50 && (
              <Button
                size="sm"
                variant="outline"
                loading={canary.busy}
                onClick={() => canary.run({ version: running.version, share: 50 })}
              >
                Raise to 50%
              </Button>
            )}
            {(running || before) && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="orange"
                loading={rollback.busy}
                onClick={() => rollback.run()}
              >
                {running ? `Roll back the canary ${running.version}` : `Roll back to ${before?.version}`}
              </Button>
            )}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" mb="3">
          <FieldTable status={status} title={TITLES[remote]} />
          {lastCanary?.outcome === "rolled-back-automatically" && (
            <Text textStyle="xs" color="fg.error">
              The canary of {lastCanary.version} was rolled back automatically
              {lastCanary.endedAt ? ` ${formatServiceTime(lastCanary.endedAt)}` : ""}: {lastCanary.reason}
            </Text>
          )}
        </Stack>
        {status.releases.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            No release yet: pages load the version deployed with the site. Release one with{" "}
            <code>npm run release -- {remote}</code>.
          </Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={`${TITLES[remote]} releases`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Version</Table.ColumnHeader>
                  <Table.ColumnHeader>Build</Table.ColumnHeader>
                  <Table.ColumnHeader>Released</Table.ColumnHeader>
                  <Table.ColumnHeader>Check</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {status.releases.map((r) => {
                  const live = r.version === status.live.version;
                  return (
                    <Table.Row key={r.version} data-version={r.version}>
                      <Table.Cell fontWeight="semibold">
                        {r.version} {live && <Badge colorPalette="green">Live</Badge>}
                        {running?.version === r.version && <Badge colorPalette="purple">Canary</Badge>}
                      </Table.Cell>
                      <Table.Cell fontFamily="mono" textStyle="xs">
                        {r.hash} · {r.fileCount} files
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {formatServiceTime(r.releasedAt)} by {r.releasedBy}
                      </Table.Cell>
                      <Table.Cell>
                        {r.checkedAt ? (
                          <Badge colorPalette="green">Passed</Badge>
                        ) : (
                          <Badge colorPalette="gray">Not checked</Badge>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {!live &&
                          (r.checkedAt ? (
                            <HStack gap="2" justify="end">
                              {!running && (
                                <Button
                                  size="xs"
                                  variant="outline"
                                  loading={canary.busy}
                                  onClick={() => canary.run({ version: r.version, share: 10 })}
                                >
                                  Canary 10%
                                </Button>
                              )}
                              <Button
                                size="xs"
                                colorPalette="gold"
                                loading={promote.busy}
                                onClick={() => promote.run(r.version)}
                              >
                                Promote
                              </Button>
                            </HStack>
                          ) : (
                            <Text textStyle="xs" color="fg.muted">
                              <code>
                                npm run release:promote -- {remote} {r.version}
                              </code>{" "}
                              checks it first
                            </Text>
                          ))}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {status.history.length > 0 && (
          <Text mt="3" textStyle="xs" color="fg.muted">
            Last change: {status.history[0]?.action === "promote" ? "promoted" : "rolled back to"}{" "}
            {status.history[0]?.version} by {status.history[0]?.by},{" "}
            {formatServiceTime(status.history[0]?.at ?? "")}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The micro-frontends' releases: each app's live version, a one-click rollback, and promotion of a
 * version that passed its check (README, "Releasing a micro-frontend"). Pages pick a change up on
 * their next load; no deploy.
 */
export function ReleasesPanel({ onChanged }: { onChanged: () => void }) {
  const { data, error } = useRemotes();
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        What each part of the site runs, and how each version does in real browsers. A promotion, canary or
        rollback reaches visitors on their next page load; the jobs roll back a canary that fails more than
        the live version.
      </Text>
      {error && <Text color="fg.error">Error fetching the releases: {error.message}</Text>}
      {!data && !error && <Text color="fg.muted">Loading the releases…</Text>}
      {data?.map((status) => (
        <RemoteCard key={status.remote} status={status} onChanged={onChanged} />
      ))}
    </Stack>
  );
}
