/**
 * The animation speed: how fast moves, fire and replays play on the table.
 */
import { useAppDispatch, useAppSelector } from '../../store'
import { speedChosen } from '../../store/ui-slice'

const SPEEDS = [0.5, 1, 2, 4, 10]

export function SpeedSelect({ testId }: { testId: string }) {
  const dispatch = useAppDispatch()
  const speed = useAppSelector((s) => s.ui.speed)
  return (
    <label title="animation speed">
      <span className="label-text">Speed</span>
      <select value={speed} onChange={(e) => (dispatch(speedChosen(Number(e.target.value))), e.currentTarget.blur())} data-testid={testId}>
        {SPEEDS.map((s) => (
          <option key={s} value={s}>
            {s}×
          </option>
        ))}
      </select>
    </label>
  )
}
