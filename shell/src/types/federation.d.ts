// The runtime that @originjs/vite-plugin-federation generates for a host with remotes.
declare module "virtual:__federation__" {
  interface RemoteConfig {
    url: string | (() => Promise<string>);
    format: "esm" | "systemjs" | "var";
    from: "vite" | "webpack";
  }
  export function __federation_method_setRemote(name: string, config: RemoteConfig): void;
  export function __federation_method_getRemote(name: string, exposed: string): Promise<unknown>;
  export function __federation_method_unwrapDefault(module: unknown): unknown;
}
