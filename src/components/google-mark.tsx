/** Google's four-colour "G", drawn as four arcs and a bar, for the sign-in button. */
export function GoogleMark({ size = 18 }: { size?: number }) {
  const arc = { cx: 12, cy: 12, r: 7.2, fill: 'none', strokeWidth: 3.6, pathLength: 100 } as const;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle {...arc} stroke="#4285F4" strokeDasharray="15 85" strokeDashoffset="0" />
      <circle {...arc} stroke="#34A853" strokeDasharray="25 75" strokeDashoffset="-15" />
      <circle {...arc} stroke="#FBBC05" strokeDasharray="18 82" strokeDashoffset="-40" />
      <circle {...arc} stroke="#EA4335" strokeDasharray="30 70" strokeDashoffset="-58" />
      <rect x="12" y="10.2" width="7.2" height="3.6" fill="#4285F4" />
    </svg>
  );
}
