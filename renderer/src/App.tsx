/**
 * The app: one screen at a time. At the table, the 3D canvas with the HTML panels laid over it as siblings.
 */
import { useAppSelector } from './store'
import { TableScene } from './scene/TableScene'
import { DamagePanel } from './ui/DamagePanel'
import { EventLog } from './ui/EventLog'
import { FirePanel } from './ui/FirePanel'
import { GameEnd } from './ui/GameEnd'
import { HandOff } from './ui/HandOff'
import { Hud } from './ui/Hud'
import { MainMenu } from './ui/MainMenu'
import { NewGame } from './ui/NewGame'
import { PlanningPanel } from './ui/PlanningPanel'

export function App() {
  const screen = useAppSelector((s) => s.ui.screen)
  const view = useAppSelector((s) => s.game.view)
  const handOff = useAppSelector((s) => s.ui.handOff)
  const animating = useAppSelector((s) => s.ui.animating)
  const error = useAppSelector((s) => s.game.error)
  if (screen === 'menu') return <MainMenu />
  if (screen === 'new-game') return <NewGame />
  return (
    <div className="table-screen">
      {view ? <TableScene view={view} /> : <div className="loading">Setting up the table…</div>}
      {view && (
        <>
          <Hud view={view} />
          {!handOff && <PlanningPanel view={view} />}
          {!handOff && <FirePanel view={view} />}
          {!handOff && <DamagePanel view={view} />}
          <EventLog />
          {view.step === 'over' && !animating && <GameEnd view={view} />}
        </>
      )}
      {handOff && <HandOff />}
      {error && <div className="toast error" role="alert">{error}</div>}
    </div>
  )
}
