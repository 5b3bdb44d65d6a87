/**
 * New game's first choice (issue 30): which game to set up, the card-and-base game or the hex card game, with a line
 * saying what each is like. NewGame.tsx shows it on top of either game's form.
 */
import { GAME_KINDS, type GameKind } from './hex-new-game'
import './game-choice.css'

export function GameChoice({ value, onChange }: { value: GameKind; onChange: (g: GameKind) => void }) {
  return (
    <div className="game-choice" data-testid="game-choice">
      <label>
        Game
        <select value={value} onChange={(e) => onChange(e.target.value as GameKind)} data-testid="game-kind">
          {(Object.keys(GAME_KINDS) as GameKind[]).map((g) => (
            <option key={g} value={g}>
              {GAME_KINDS[g].label}
            </option>
          ))}
        </select>
      </label>
      <p className="hint" data-testid="game-kind-line">
        {GAME_KINDS[value].line.replace(/^./, (c) => c.toUpperCase())}.
      </p>
    </div>
  )
}
