/**
 * Stream mode's screens: between games, the title and a line saying the stream waits for the next dogfight; a game
 * still in its lobby, its lobby with no control (LobbyScreen; the host lists the overlay to nobody there); in a
 * game, the table as a spectator sees it, without controls, its panels zoomed so that their text reads at 18 px
 * or more on a 1080p stream. Nothing to click: a streaming program's browser source is not interactive.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { useAppSelector } from '../../store'
import { streamZoom } from '../../store/page-width'
import './stream.css'

export function StreamWaiting() {
  const connection = useAppSelector((s) => s.ui.connection)
  return (
    <div className="menu-screen stream-waiting" data-testid="stream-waiting">
      <div className="title-block">
        <span className="roundel" aria-hidden />
        <h1 className="title">Overdive</h1>
        <span className="cross" aria-hidden />
      </div>
      <p>{connection === 'open' ? 'Waiting for the next dogfight…' : 'Waiting for the host…'}</p>
    </div>
  )
}

/**
 * The table, for an audience: its panels zoomed for a stream. A stream source (`audience`) also loses every
 * control; the host's own screen in stream mode (a setting) keeps its controls to play with.
 */
export function StreamStage({ children, audience = false }: { children: ReactNode; audience?: boolean }) {
  const [zoom, setZoom] = useState(() => streamZoom(window.innerHeight))
  useEffect(() => {
    const resized = () => setZoom(streamZoom(window.innerHeight))
    window.addEventListener('resize', resized)
    return () => window.removeEventListener('resize', resized)
  }, [])
  return (
    <div className={`stream-mode${audience ? ' audience' : ''}`} style={{ ['--stream-zoom' as string]: zoom }} data-testid="stream-stage">
      {children}
    </div>
  )
}
