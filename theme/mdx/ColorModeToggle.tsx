import type { ColorModeChoice } from './common/colorMode.js';
import { useColorMode } from './common/colorMode.js';
import { translate } from './Translate.js';
import IconDarkMode from './icons/DarkMode.js';
import IconLightMode from './icons/LightMode.js';
import IconSystemColorMode from './icons/SystemColorMode.js';

/** The props of `@theme/ColorModeToggle`: the choice shown and what to call with the next one. */
export interface ColorModeToggleProps {
  className?: string;
  buttonClassName?: string;
  respectPrefersColorScheme?: boolean;
  value: ColorModeChoice;
  onChange: (colorMode: ColorModeChoice) => void;
}

/** The choice after `value`: light → dark → system (when the system's is respected) → light. */
export function nextChoice(value: ColorModeChoice, respectPrefersColorScheme: boolean): ColorModeChoice {
  if (value === 'light') return 'dark';
  if (value === 'dark') return respectPrefersColorScheme ? null : 'light';
  return 'light';
}

/** `@theme/ColorModeToggle`: a button cycling through the colour modes, showing the icon of `value`. */
export default function ColorModeToggle({ className, buttonClassName, respectPrefersColorScheme = false, value, onChange }: ColorModeToggleProps) {
  const Icon = value === 'dark' ? IconDarkMode : value === 'light' ? IconLightMode : IconSystemColorMode;
  const mode = value ?? 'system';
  const label = translate({ id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark and light mode (currently {mode})' }, { mode: translate({ id: `theme.colorToggle.ariaLabel.mode.${mode}`, message: `${mode} mode` }) });
  return (
    <div className={className}>
      <button type="button" className={buttonClassName} title={label} aria-label={label} onClick={() => onChange(nextChoice(value, respectPrefersColorScheme))}>
        <Icon />
      </button>
    </div>
  );
}

/** `@theme/Navbar/ColorModeToggle`: the toggle bound to the page's colour mode. */
export function NavbarColorModeToggle({ className }: { className?: string }) {
  const { colorModeChoice, setColorMode } = useColorMode();
  return <ColorModeToggle className={className} value={colorModeChoice} onChange={setColorMode} />;
}
