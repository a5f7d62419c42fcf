// The pack CLI ships no types; this is the one function the build calls.
declare module "@foundryvtt/foundryvtt-cli" {
  export function compilePack(src: string, dest: string, options?: { recursive?: boolean; log?: boolean; nedb?: boolean }): Promise<void>;
}
