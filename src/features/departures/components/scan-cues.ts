/** A short tone and a vibration for a scan's result: one high beep for valid, two low ones otherwise. */
let audio: AudioContext | undefined

export function scanCue(good: boolean) {
  try {
    navigator.vibrate?.(good ? 80 : [200, 100, 200])
  } catch {
    // Vibration is a nicety.
  }
  try {
    audio ??= new AudioContext()
    const beeps = good ? [0] : [0, 0.25]
    for (const start of beeps) {
      const oscillator = audio.createOscillator()
      const gain = audio.createGain()
      oscillator.frequency.value = good ? 880 : 220
      gain.gain.value = 0.15
      oscillator.connect(gain).connect(audio.destination)
      oscillator.start(audio.currentTime + start)
      oscillator.stop(audio.currentTime + start + 0.18)
    }
  } catch {
    // No sound where the browser allows none.
  }
}
