/**
 * A short low buzz for a refused scan, made with Web Audio (no sound file): a cashier looking at the customer
 * hears that the last code did not go in. Browsers start audio only after a user gesture; until then (or
 * without Web Audio) nothing plays and the message alone tells.
 */
let context: AudioContext | undefined;

export function playRefusalSound(): void {
  try {
    if (typeof AudioContext === 'undefined') return;
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.type = 'square';
    tone.frequency.setValueAtTime(220, start);
    volume.gain.setValueAtTime(0.12, start);
    volume.gain.exponentialRampToValueAtTime(0.001, start + 0.25);
    tone.connect(volume).connect(context.destination);
    tone.start(start);
    tone.stop(start + 0.25);
  } catch {
    // no audio device or a blocked context: the refusal message still shows
  }
}
