/** At most `size` tasks at once; the others wait their turn in order. */
export class Slots {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(private readonly size: number) {
    if (!(size >= 1)) throw new Error(`Slots needs a size of at least 1, got ${size}`)
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.running++
    try {
      return await task()
    } finally {
      // The slot passes straight to the next waiting task, or is freed.
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}
