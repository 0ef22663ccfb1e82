// Shared message for root commands whose parts are not built yet.
export function notYet(command, issue) {
  console.error(`pnpm ${command}: not available yet; it arrives with ${issue}.`);
  process.exit(1);
}
