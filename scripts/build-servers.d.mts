/** The server packages' build (build-servers.mjs). */
export const repoRoot: string;
export const SERVER_PACKAGES: readonly string[];
export const bffDir: string;
export function serverEntry(): string;
export function platformEntry(): string;
export class ServerBuildError extends Error {}
export function builtTime(pkg: string): number;
export function buildServers(opts?: {
  packages?: readonly string[];
  force?: boolean;
  log?: (line: string) => void;
}): string[];
