/** Dev counters (kept in memory; they describe this process, see docs/PLATFORM.md "Dev endpoints"). */
export class Stats {
  tokenRequests: Record<string, number> = {};
  requests: Record<string, number> = {};

  countToken(clientId: string, tenantId: string): void {
    const key = `${clientId}/${tenantId}`;
    this.tokenRequests[key] = (this.tokenRequests[key] ?? 0) + 1;
  }

  countRequest(method: string, route: string): void {
    const key = `${method} ${route}`;
    this.requests[key] = (this.requests[key] ?? 0) + 1;
  }

  reset(): void {
    this.tokenRequests = {};
    this.requests = {};
  }

  toJSON() {
    return { tokenRequests: this.tokenRequests, requests: this.requests };
  }
}
