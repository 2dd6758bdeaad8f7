// @vitest-environment jsdom
import { act, useLayoutEffect, useState, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { RenderInTurn } from './render-in-turn'
import { useRenderedSteps } from './render-later'

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

const containers: HTMLElement[] = []
async function renderAndSettle(element: ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  containers.push(container)
  const root = createRoot(container)
  await act(async () => root.render(element))
  return { container, unmount: () => act(() => root.unmount()) }
}
afterEach(() => {
  for (const container of containers.splice(0)) container.remove()
})

describe('RenderInTurn', () => {
  it('mounts each step in a commit of its own, in order', async () => {
    const seenAtMount: Array<[string, number]> = []
    function Step({ name }: { name: string }) {
      // What is in the document when this step is committed: the steps before it, not those after.
      useLayoutEffect(() => void seenAtMount.push([name, document.querySelectorAll('[data-step]').length]), [name])
      return <p data-step={name}>{name}</p>
    }
    const { container, unmount } = await renderAndSettle(<RenderInTurn steps={['one', 'two', 'three'].map((name) => <Step key={name} name={name} />)} />)
    expect(seenAtMount).toEqual([
      ['one', 1],
      ['two', 2],
      ['three', 3],
    ])
    expect([...container.querySelectorAll('[data-step]')].map((step) => step.textContent)).toEqual(['one', 'two', 'three'])
    expect(container.querySelector('.render-later')).toBeNull()
    await unmount()
  })
})

describe('useRenderedSteps', () => {
  it('renders one step more after each commit, up to the number asked for', async () => {
    const counts: number[] = []
    function Steps({ total }: { total: number }) {
      const rendered = useRenderedSteps(total)
      useLayoutEffect(() => void counts.push(rendered), [rendered])
      return <span>{rendered}</span>
    }
    const { container, unmount } = await renderAndSettle(<Steps total={4} />)
    expect(counts).toEqual([1, 2, 3, 4])
    expect(container.textContent).toBe('4')
    await unmount()
  })

  it('goes on when there are more steps than before', async () => {
    function Grows() {
      const [total, setTotal] = useState(2)
      const rendered = useRenderedSteps(total)
      return <button onClick={() => setTotal(5)}>{rendered}</button>
    }
    const { container, unmount } = await renderAndSettle(<Grows />)
    expect(container.textContent).toBe('2')
    await act(async () => container.querySelector('button')!.click())
    expect(container.textContent).toBe('5')
    await unmount()
  })
})
