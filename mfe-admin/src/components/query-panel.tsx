import { Alert, Skeleton } from "@chauffeur/ui";
import type { ReactNode } from "react";
import { errorText } from "../lib/api-client";

/**
 * A panel over one read (the fleet's catalog, the policies): the API's refusal in its words, a
 * placeholder of `height` while it loads, then `children` with what it read.
 */
export function QueryPanel<T>({
  query,
  height,
  children,
}: {
  query: { data: T | undefined; error: unknown };
  height: string;
  children: (data: T) => ReactNode;
}) {
  if (query.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorText(query.error)}</Alert.Title>
      </Alert.Root>
    );
  }
  if (query.data === undefined) return <Skeleton height={height} />;
  return children(query.data);
}
