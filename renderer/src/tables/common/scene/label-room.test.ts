import { describe, expect, it } from 'vitest'
import { LabelRoom } from './label-room'

type Box = { left: number; right: number; top: number; bottom: number }
const boxAt = ([x, y]: [number, number], width: number, height: number): Box => ({ left: x - width / 2, right: x + width / 2, top: y - height / 2, bottom: y + height / 2 })
const PHONE = { width: 390, height: 844 }
const SIDEWAYS = { width: 844, height: 390 }
const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) > Math.max(a.left, b.left) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top)

describe("the hex table's labels keep off each other (a plane's label lay over a balloon's on a phone)", () => {
  const balloon = { x: 250, y: 385, width: 118, height: 22, still: true }
  const fokker = { x: 248, y: 381, width: 136, height: 22, still: false }

  it('moves the plane’s label clear of the balloon’s from the next frame, and leaves the balloon’s where it stands', () => {
    const room = new LabelRoom()
    // the first frame: each where drei puts it
    expect(room.place('balloon', balloon, PHONE)).toEqual([balloon.x, balloon.y])
    expect(room.place('fokker', fokker, PHONE)).toEqual([fokker.x, fokker.y])
    expect(room.settle(390)).toBe(true)
    const b = room.place('balloon', balloon, PHONE)
    const f = room.place('fokker', fokker, PHONE)
    expect(b).toEqual([balloon.x, balloon.y])
    expect(overlap(boxAt(b, balloon.width, balloon.height), boxAt(f, fokker.width, fokker.height))).toBe(false)
    // a short way, by its thing: it carries no leader line
    expect(Math.hypot(f[0] - fokker.x, f[1] - fokker.y)).toBeLessThanOrEqual(room.maxShift)
    // the same frame again: nothing moves, so no frame is asked for
    expect(room.settle(390)).toBe(false)
  })

  it('keeps every label off a fixed one (a range badge on its hex), still ones too, and never moves the fixed one', () => {
    // as seen at 1920x1080: a cloud's name over the range badges of the plane whose shot crosses it
    const room = new LabelRoom()
    const badges = [0, 1, 2].map((i) => ({ x: 880 + i * 56, y: 520, width: 40, height: 20, still: false, fixed: true }))
    const cloud = { x: 930, y: 514, width: 130, height: 20, still: true }
    const plane = { x: 960, y: 510, width: 120, height: 22, still: false }
    const place = () => [...badges.map((b, i) => room.place(`badge${i}`, b, { width: 1920, height: 1080 })), room.place('cloud', cloud, { width: 1920, height: 1080 }), room.place('plane', plane, { width: 1920, height: 1080 })]
    place()
    room.settle(1920)
    const [b0, b1, b2, c, p] = place()
    expect([b0, b1, b2]).toEqual(badges.map((b) => [b.x, b.y]))
    const boxes = badges.map((b, i) => boxAt([b0, b1, b2][i], b.width, b.height))
    for (const box of boxes) {
      expect(overlap(box, boxAt(c, cloud.width, cloud.height)), 'the cloud’s name over a badge').toBe(false)
      expect(overlap(box, boxAt(p, plane.width, plane.height)), 'the plane’s label over a badge').toBe(false)
    }
    expect(overlap(boxAt(c, cloud.width, cloud.height), boxAt(p, plane.width, plane.height))).toBe(false)
  })

  it('keeps a fixed label inside the framed area’s sides (the dice by a plane at the map’s edge lay over the log)', () => {
    const room = new LabelRoom()
    const dice = { x: 780, y: 280, width: 320, height: 50, still: false, fixed: true }
    room.place('dice', dice, { width: 1280, height: 800 })
    room.settle(1280, { top: 63, left: 350, right: 375 })
    const [x] = room.place('dice', dice, { width: 1280, height: 800 })
    expect(x + dice.width / 2).toBeLessThanOrEqual(1280 - 375 - room.edge)
  })

  it('keeps the dice of two planes rolled at once off each other, and the labels off the dice where they went (`apart`)', () => {
    // as seen at 800x600: a two-on-two's start, every plane's starting altitude and turn order rolled at once, the
    // Camel's dice and words over the Bristol's a hex away
    const room = new LabelRoom()
    const size = { width: 800, height: 600 }
    const inset = { top: 40, left: 232, right: 240 }
    const camel = { x: 330, y: 280, width: 170, height: 95, still: false, fixed: true, apart: true }
    const bristol = { x: 340, y: 330, width: 170, height: 95, still: false, fixed: true, apart: true }
    const badge = { x: 330, y: 300, width: 30, height: 16, still: false, fixed: true }
    const label = { x: 400, y: 250, width: 120, height: 22, still: false }
    const place = () => [room.place('camel', camel, size), room.place('bristol', bristol, size), room.place('badge', badge, size), room.place('label', label, size)]
    place()
    room.settle(size.width, inset)
    room.place('camel', camel, size)
    room.place('bristol', bristol, size)
    room.place('badge', badge, size)
    room.place('label', label, size)
    room.settle(size.width, inset)
    const [c, b, g, l] = place()
    expect(overlap(boxAt(c, camel.width, camel.height), boxAt(b, bristol.width, bristol.height)), 'the two planes’ dice').toBe(false)
    // the lower stays by its plane, the other goes a short way (its words name its plane), not above the top band
    expect(b).toEqual([bristol.x, bristol.y])
    expect(Math.hypot(c[0] - camel.x, c[1] - camel.y)).toBeLessThanOrEqual(room.apartShift)
    expect(c[1] - camel.height / 2).toBeGreaterThanOrEqual(inset.top)
    // a range badge is never moved; a plane's label keeps off the dice where they stand now
    expect(g).toEqual([badge.x, badge.y])
    for (const [d, w, h] of [[c, camel.width, camel.height], [b, bristol.width, bristol.height]] as const) expect(overlap(boxAt(d, w, h), boxAt(l, label.width, label.height)), 'the label under the dice').toBe(false)
  })

  it('while dice stand, does not show a label with no place clear of them and of the others, and shows it once they go', () => {
    // as seen on a phone held upright in Ground Attack: the start's dice and their words by the two planes (the map
    // 380 px wide), a cloud's and a machine gun's labels under them, too far in to be moved clear
    const room = new LabelRoom()
    const inset = { top: 230, left: 0, right: 0 }
    const bristol = { x: 100, y: 400, width: 190, height: 200, still: false, fixed: true, apart: true }
    const fokker = { x: 290, y: 400, width: 190, height: 200, still: false, fixed: true, apart: true }
    const things = {
      cloud: { x: 110, y: 395, width: 130, height: 20, still: true },
      gun: { x: 280, y: 405, width: 90, height: 20, still: true },
      rifles: { x: 190, y: 270, width: 60, height: 20, still: true },
      flak: { x: 200, y: 270, width: 70, height: 20, still: true },
      plane: { x: 300, y: 260, width: 130, height: 22, still: false },
    }
    const frame = (dice: boolean) => {
      const at: Record<string, [number, number]> = {}
      if (dice) {
        at.bristol = room.place('bristol', bristol, PHONE)
        at.fokker = room.place('fokker', fokker, PHONE)
      }
      for (const [id, t] of Object.entries(things)) at[id] = room.place(id, t, PHONE)
      return at
    }
    const onCanvas = (at: Record<string, [number, number]>) => Object.keys(things).filter((id) => at[id][1] > 0)
    frame(true)
    room.settle(390, inset)
    frame(true)
    room.settle(390, inset)
    const up = frame(true)
    const shown = onCanvas(up)
    // the two under the dice wait; the others, above them, are moved clear of them and of each other
    expect(shown).toEqual(['rifles', 'flak', 'plane'])
    const box = (id: string) => {
      const t = { ...things, bristol, fokker }[id as 'cloud']
      return boxAt(up[id], t.width, t.height)
    }
    const all = [...shown, 'bristol', 'fokker']
    for (const [i, a] of all.entries()) for (const b of all.slice(i + 1)) expect(overlap(box(a), box(b)), `${a} over ${b}`).toBe(false)
    // settled while they stand: no frame asked for
    expect(room.settle(390, inset)).toBe(false)
    // the dice gone: every label shown again (the next layout), and nothing asked of a settled frame
    frame(false)
    expect(room.settle(390, inset)).toBe(true)
    const after = frame(false)
    expect(onCanvas(after)).toEqual(Object.keys(things))
    room.settle(390, inset)
    frame(false)
    expect(room.settle(390, inset)).toBe(false)
  })

  it('never hides a label when no dice stand, even one it could not move clear', () => {
    const room = new LabelRoom()
    const a = { x: 200, y: 400, width: 300, height: 40, still: true }
    const b = { x: 200, y: 400, width: 300, height: 40, still: false }
    room.place('a', a, PHONE)
    room.place('b', b, PHONE)
    room.settle(390)
    expect(room.place('a', a, PHONE)[1]).toBeGreaterThan(0)
    expect(room.place('b', b, PHONE)[1]).toBeGreaterThan(0)
  })

  it('gives way to a still label whichever side the plane comes from, and keeps the still one put', () => {
    for (const dx of [-60, -20, 20, 60]) {
      const room = new LabelRoom()
      const plane = { ...fokker, x: balloon.x + dx }
      room.place('balloon', balloon, PHONE)
      room.place('fokker', plane, PHONE)
      room.settle(390)
      const b = room.place('balloon', balloon, PHONE)
      const f = room.place('fokker', plane, PHONE)
      expect(b, `the plane ${dx} px aside`).toEqual([balloon.x, balloon.y])
      expect(overlap(boxAt(b, balloon.width, balloon.height), boxAt(f, plane.width, plane.height)), `the plane ${dx} px aside`).toBe(false)
    }
  })

  it("keeps a label inside the canvas's sides in the frame it moves there, not a frame late", () => {
    const room = new LabelRoom()
    room.place('camel', { x: 200, y: 300, width: 150, height: 22, still: false }, PHONE)
    room.settle(390)
    // flown to the left edge since the last layout
    const [x] = room.place('camel', { x: 40, y: 300, width: 150, height: 22, still: false }, PHONE)
    expect(x - 75).toBe(room.edge)
  })

  it('forgets a label no longer reported (a plane shot down, a balloon burnt)', () => {
    const room = new LabelRoom()
    room.place('balloon', balloon, PHONE)
    room.place('fokker', fokker, PHONE)
    room.settle(390)
    room.place('fokker', fokker, PHONE)
    // alone now: back where drei puts it
    expect(room.settle(390)).toBe(true)
    expect(room.place('fokker', fokker, PHONE)).toEqual([fokker.x, fokker.y])
  })

  it('does not show a fixed label whose place is under the band along the top (the dice of a plane past the follow camera’s view)', () => {
    // as seen at 1920x1080 in the follow view: the dice's words of two planes beyond the map's far side, under the bar
    const room = new LabelRoom()
    const inset = { top: 56, left: 340, right: 355 }
    const under = { x: 950, y: 50, width: 260, height: 50, still: false, fixed: true }
    const below = { x: 700, y: 120, width: 260, height: 50, still: false, fixed: true }
    room.place('below', below, { width: 1920, height: 1080 })
    room.settle(1920, inset)
    const [, y] = room.place('under', under, { width: 1920, height: 1080 })
    expect(y + under.height / 2, 'the whole label above the canvas').toBeLessThan(0)
    // one whose place is below the band stays where it is
    expect(room.place('below', below, { width: 1920, height: 1080 })).toEqual([below.x, below.y])
    // and the one not shown takes no room: a plane's label where its box would reach is moved below the band only
    const plane = { x: 950, y: 70, width: 120, height: 22, still: false }
    room.place('under', under, { width: 1920, height: 1080 })
    room.place('plane', plane, { width: 1920, height: 1080 })
    room.settle(1920, inset)
    const [px, py] = room.place('plane', plane, { width: 1920, height: 1080 })
    expect(px).toBe(plane.x)
    expect(py - plane.height / 2).toBeGreaterThanOrEqual(inset.top + room.edge)
    expect(py - plane.height / 2, 'not below where the hidden label would reach').toBeLessThan(under.y + under.height / 2)
  })

  it('keeps to the area the map is framed in: between the side panels at once, below the top band from the next layout', () => {
    const room = new LabelRoom()
    const inset = { top: 120, left: 225, right: 235 }
    // held sideways on a phone: a plane at the map's left side, its label over the move's steps (the left band)
    const bristol = { x: 240, y: 137, width: 126, height: 21, still: false }
    room.place('bristol', bristol, SIDEWAYS)
    room.settle(844, inset)
    const [x] = room.place('bristol', bristol, SIDEWAYS)
    expect(x - bristol.width / 2).toBe(inset.left + room.edge)
    // and one that would stand over the band along the top goes down below it
    const high = { x: 500, y: 115, width: 120, height: 21, still: false }
    room.place('high', high, SIDEWAYS)
    expect(room.settle(844, inset)).toBe(true)
    const [, y] = room.place('high', high, SIDEWAYS)
    expect(y - high.height / 2).toBe(inset.top + room.edge)
  })

  it('leaves a label whose thing is off the canvas where it is (a plane out of the follow camera’s view), taking no room', () => {
    const room = new LabelRoom()
    const inset = { top: 120, left: 0, right: 0 }
    // above the canvas's top: not pulled down below the top band to stand for a plane nobody sees
    const away = { x: 200, y: -40, width: 120, height: 21, still: false }
    expect(room.place('away', away, PHONE)).toEqual([away.x, away.y])
    // nor does it push a label on the canvas about
    room.place('fokker', fokker, PHONE)
    room.settle(390, inset)
    expect(room.place('away', away, PHONE)).toEqual([away.x, away.y])
    expect(room.place('fokker', fokker, PHONE)).toEqual([fokker.x, fokker.y])
  })
})
