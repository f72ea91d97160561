import { type Command, type CommandEntry, ExitCode, UsageError } from '../command.js';
import { parseChoice } from '../options.js';
import { COMMANDS } from './index.js';

const SHELLS = ['bash', 'zsh', 'fish'] as const;

/** A command as the scripts complete it: its name, summary and options. */
type Listed = Pick<CommandEntry, 'name' | 'summary'> & Pick<Command, 'options'>;

/** Every command and its long options, read from the commands themselves (never a copy). */
function commandOptions(commands: readonly Listed[]): [string, string[]][] {
  return commands.map((c) => [c.name, [...Object.keys(c.options), 'help'].map((o) => `--${o}`)]);
}

function bash(commands: readonly Listed[]): string {
  const names = [...commands.map((c) => c.name), 'help'].join(' ');
  const cases = commandOptions(commands)
    .map(([name, options]) => `    ${name}) opts="${options.join(' ')}" ;;`)
    .join('\n');
  return `# knights-tour completion for bash: source <(knights-tour completion bash)
_knights_tour() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" opts=""
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W "${names}" -- "$cur"))
    return
  fi
  case "\${COMP_WORDS[1]}" in
${cases}
    help) COMPREPLY=($(compgen -W "${names}" -- "$cur")); return ;;
  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
  else
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
}
complete -o default -F _knights_tour knights-tour
`;
}

function zsh(commands: readonly Listed[]): string {
  // zsh runs the bash function through its bash-completion emulation.
  return `# knights-tour completion for zsh: source <(knights-tour completion zsh)
autoload -U +X bashcompinit && bashcompinit
${bash(commands)}`;
}

function fish(commands: readonly Listed[]): string {
  const lines = [
    '# knights-tour completion for fish: knights-tour completion fish | source',
    'complete -c knights-tour -f',
    ...commands.map(
      (c) =>
        `complete -c knights-tour -n __fish_use_subcommand -a ${c.name} -d ${JSON.stringify(c.summary)}`,
    ),
  ];
  for (const [name, options] of commandOptions(commands)) {
    for (const option of options) {
      lines.push(
        `complete -c knights-tour -n "__fish_seen_subcommand_from ${name}" -l ${option.slice(2)}`,
      );
    }
    lines.push(`complete -c knights-tour -n "__fish_seen_subcommand_from ${name}" -F`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The `completion` command, completing the commands of the list (./index.js) as they are when
 * it runs; it loads every command's module to read its options.
 */
export const completionCommand: Command = {
  help: `Usage: knights-tour completion <bash|zsh|fish>

Prints a script that completes knights-tour's commands and options (and file names) in
your shell. Load it in the current shell, or add the line to your shell's start-up file
(~/.bashrc, ~/.zshrc, ~/.config/fish/config.fish). Exit 0, or 2 for an unknown shell.

Examples:
  source <(knights-tour completion bash)
  source <(knights-tour completion zsh)
  knights-tour completion fish | source`,
  options: {},
  async run(positionals, _values, io) {
    if (positionals.length !== 1) {
      throw new UsageError(`completion: give one shell (${SHELLS.join(', ')})`);
    }
    const shell = parseChoice('shell', positionals[0]!, SHELLS);
    const all = await Promise.all(
      COMMANDS.map(async (c) => ({
        name: c.name,
        summary: c.summary,
        options: (await c.load()).options,
      })),
    );
    io.stdout.write(shell === 'bash' ? bash(all) : shell === 'zsh' ? zsh(all) : fish(all));
    return ExitCode.Ok;
  },
};
