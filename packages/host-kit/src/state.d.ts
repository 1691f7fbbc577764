export interface FederationInstance {
  options: { remotes: { name: string; alias?: string }[] };
  loadRemote(id: string): Promise<unknown>;
  registerRemotes(remotes: { name: string; entry: string }[]): void;
}

export declare function hostKitState(): {
  instance: FederationInstance | null;
  timeoutMs: number;
  entry: string | null;
};
