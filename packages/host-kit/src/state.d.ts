export declare function hostKitState(): {
  instance: { loadRemote(id: string): Promise<unknown> } | null;
  timeoutMs: number;
};
