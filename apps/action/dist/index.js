import { createRequire as __knightsTourCreateRequire } from 'node:module';
const require = __knightsTourCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module2) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP3 = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP: SEP3
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module2.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform2 = navigator.platform.toLowerCase();
        return platform2 === "win32" || platform2 === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module2) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob2 = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob2 = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob2 = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob2) glob2 = utils.removeBackslashes(glob2);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob: glob2,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module2.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module2) {
    "use strict";
    var constants6 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants6;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote2 = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote2 === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote2 = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          continue;
        }
        if (quote2 === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants6.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants6.globChars(opts.windows);
      const EXTGLOB_CHARS = constants6.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count2 = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count2++;
        }
        if (count2 % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix3 = POSIX_REGEX_SOURCE[rest2];
                if (posix3) {
                  prev.value = pre + posix3;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants6.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module2.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module2) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants6 = require_constants();
    var isObject3 = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob2, options, returnState = false) => {
      if (Array.isArray(glob2)) {
        const fns = glob2.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject3(glob2) && glob2.tokens && glob2.input;
      if (glob2 === "" || typeof glob2 !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix3 = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob2, options) : picomatch2.makeRe(glob2, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob: glob2, posix: posix3 });
        const result = { glob: glob2, state, regex, posix: posix3, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob: glob2, posix: posix3 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix3 ? utils.toPosixSlashes : null);
      let match = input === glob2;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob2;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix3);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob2, options, posix3 = options && options.windows) => {
      const regex = glob2 instanceof RegExp ? glob2 : picomatch2.makeRe(glob2, options);
      return regex.test(utils.basename(input, { windows: posix3 }));
    };
    picomatch2.isMatch = (str, patterns2, options) => picomatch2(patterns2, options)(str);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed2 = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed2.output = parse.fastpaths(input, options);
      }
      if (!parsed2.output) {
        parsed2 = parse(input, options);
      }
      return picomatch2.compileRe(parsed2, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants6;
    module2.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module2) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob2, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob2, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module2.exports = picomatch2;
  }
});

// src/main.ts
import { isAbsolute as isAbsolute4, relative as relative3, sep as sep2 } from "node:path";

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
function issue(name, message = "") {
  issueCommand(name, {}, message);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter2 = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter2)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter2}"`);
  }
  if (convertedValue.includes(delimiter2)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter2}"`);
  }
  return `${key}<<${delimiter2}${os2.EOL}${convertedValue}${os2.EOL}${delimiter2}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve8) {
      resolve8(value);
    });
  }
  return new (P || (P = Promise))(function(resolve8, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve8(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row2) => {
      const cells = row2.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label2, content) {
    const element = this.wrap("details", this.wrap("summary", label2) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();
var summary = _summary;

// node_modules/@actions/core/lib/platform.js
import os3 from "os";
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var __awaiter2 = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve8) {
      resolve8(value);
    });
  }
  return new (P || (P = Promise))(function(resolve8, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve8(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var ExitCode;
(function(ExitCode2) {
  ExitCode2[ExitCode2["Success"] = 0] = "Success";
  ExitCode2[ExitCode2["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os4.EOL);
}
function startGroup(name) {
  issue("group", name);
}
function endGroup() {
  issue("endgroup");
}
function group(name, fn) {
  return __awaiter2(this, void 0, void 0, function* () {
    startGroup(name);
    let result;
    try {
      result = yield fn();
    } finally {
      endGroup();
    }
    return result;
  });
}

// ../../packages/core/src/text/errors.ts
var KnightsTourError = class extends Error {
  name = "KnightsTourError";
};
function rethrowAs(work, as) {
  const rethrow2 = (error2) => {
    if (!(error2 instanceof KnightsTourError)) throw error2;
    const own = as(error2);
    if (own !== error2 && own.cause === void 0) {
      Object.defineProperty(own, "cause", { value: error2, writable: true, configurable: true });
    }
    throw own;
  };
  let result;
  try {
    result = work();
  } catch (error2) {
    return rethrow2(error2);
  }
  if (result instanceof Promise) return result.catch(rethrow2);
  if (isAsyncIterable(result)) {
    const source = result;
    return (async function* () {
      try {
        yield* source;
      } catch (error2) {
        rethrow2(error2);
      }
    })();
  }
  return result;
}
function isAsyncIterable(value) {
  return typeof value?.[Symbol.asyncIterator] === "function";
}

// ../../packages/core/src/board/board.ts
var MAX_SQUARES = 2 ** 28;
var MAX_SIDE = 16384;
var MAX_CELLS_3D = Math.min(2 ** 24, MAX_SQUARES);
var SIDES = ["width", "height", "depth"];
function createBoard(width, height = width, depth = 1) {
  const values = [width, height, depth];
  values.forEach((v, i) => {
    const side = SIDES[i];
    if (!Number.isInteger(v) || v < 1) {
      throw new KnightsTourError(`${side} must be a positive integer, got ${String(v)}`);
    }
    if (v > MAX_SIDE) {
      throw new KnightsTourError(
        depth === 1 ? `${side} ${v} is larger than the maximum side ${MAX_SIDE} (a tour needs 7 bytes of memory per square: about 1.9 GB at ${MAX_SIDE}x${MAX_SIDE})` : `${side} ${v} is larger than the maximum side ${MAX_SIDE}`
      );
    }
  });
  const board = { width, height, depth };
  const cells = width * height * depth;
  if (depth === 1 && cells > MAX_SQUARES) {
    throw new KnightsTourError(
      `board ${boardName(board)} has ${cells} squares, more than the limit ${MAX_SQUARES} (a tour needs 7 bytes of memory per square)`
    );
  }
  if (depth > 1 && cells > MAX_CELLS_3D) {
    throw new KnightsTourError(
      `board ${boardName(board)} has ${cells} cells, more than the 3-D limit ${MAX_CELLS_3D} (the 3-D walk needs about 100 bytes per cell)`
    );
  }
  return board;
}
function checkBoard(board) {
  return createBoard(board?.width, board?.height, board?.depth ?? 1);
}
function boardName(board) {
  const { width, height, depth } = board;
  return depth === 1 ? `${width}x${height}` : `${width}x${height}x${depth}`;
}
function boardKinds(boards) {
  const seen = [false, false, false];
  return boards.filter((b) => {
    const kind = b.depth > 1 ? 0 : b.width === b.height ? 1 : 2;
    if (seen[kind]) return false;
    seen[kind] = true;
    return true;
  });
}
function cellCount(board) {
  return board.width * board.height * board.depth;
}
function onBoard(board, x, y, z = 0) {
  return Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(z) && x >= 0 && y >= 0 && z >= 0 && x < board.width && y < board.height && z < board.depth;
}
function cellIndex(board, x, y, z = 0) {
  return (z * board.height + y) * board.width + x;
}

// ../../packages/core/src/engine/literature.ts
var NINETEEN_ORDERS = [
  "34567812",
  "43567812",
  "53467812",
  "35467812",
  "45367812",
  "54367812",
  "64357812",
  "46357812",
  "36457812",
  "63457812",
  "43657812",
  "34657812",
  "35647812",
  "53647812",
  "63547812",
  "36547812",
  "56347812",
  "65347812",
  "65437812"
];
var ROTH_ORDER = "78123456";
var SWITCHING = [
  (m) => [
    ["56483712", m - 3, m - 2],
    ["21864357", 1, 1],
    ["73281564", 0, m - 9],
    ["73564812", m - 4, 6],
    ["43657812"]
  ],
  (m) => [
    ["56483712", m - 3, m - 2],
    ["21864357", 1, 1],
    ["73546812", (m + 7) / 2, m - 7],
    ["54623187"]
  ],
  (m) => [
    ["56483712", 0, 5],
    ["21864357", 0, 2],
    ["76354812", 3, m - 16],
    ["74653812", m - 3, 9],
    ["27861345", (m - 8) / 2, 4],
    ["37168245"]
  ],
  (m) => [
    ["56847132", m - 3, m - 2],
    ["64823571", m - 1, m - 7],
    ["28734561", 4, 1],
    ["73281564", 2, m - 11],
    ["83247651", m - 3, (m - 1) / 2],
    ["13864752"]
  ],
  (m) => [
    ["56483712", m - 3, m - 2],
    ["21864357", 1, 1],
    ["73281564", 0, m - 9],
    ["73564812", m - 6, 9],
    ["28175643", m / 2, 12],
    ["12785643"]
  ],
  (m) => [
    ["56483712", m - 3, m - 2],
    ["21864357", 1, 1],
    ["73546812", m % 16 === 5 ? (m - 7) / 2 : (m - 15) / 2, m - 3],
    ["37456812"]
  ],
  (m) => [
    ["56483712", 0, 5],
    ["21864357", 0, 2],
    ["76354812", 0, m - 11],
    ["74653812", m - 3, 9],
    ["27861345", (m + 6) / 2, 2],
    ["34675812"]
  ],
  (m) => [
    ["56847132", m - 3, m - 2],
    ["64823571", m - 1, m - 7],
    ["28734561", 4, 1],
    ["73281564", 2, m - 7],
    ["83247651", m - 3, (m - 1) / 2],
    ["83571426"]
  ]
];
function switchingSchedule(m) {
  const rows = SWITCHING[m % 8](m);
  return {
    orders: rows.map((row2) => row2[0]),
    switches: rows.slice(0, -1).map((row2) => [row2[1], row2[2]])
  };
}
function half(n, rounding) {
  if (n % 2 === 0 || rounding === "half-up") return Math.ceil(n / 2);
  const down = (n - 1) / 2;
  return down % 2 === 0 ? down : down + 1;
}
function rothDestination(board, rounding) {
  return [2 * half(board.width, rounding) - 3, 2 * half(board.height, rounding) - 3];
}

// ../../packages/core/src/board/regions.ts
function quadrantOf(board, x, y) {
  const X = 2 * x - (board.width - 1);
  const Y = 2 * y - (board.height - 1);
  if (X < 0 && Y <= 0) return 1;
  if (X >= 0 && Y < 0) return 2;
  if (X > 0 && Y >= 0) return 3;
  if (X <= 0 && Y > 0) return 4;
  return 1;
}
function octantOf(board, x, y) {
  const X = 2 * x - (board.width - 1);
  const Y = 2 * y - (board.height - 1);
  const ax = Math.abs(X);
  const ay = Math.abs(Y);
  switch (quadrantOf(board, x, y)) {
    case 1:
      return ax >= ay ? 1 : 2;
    case 2:
      return ay >= ax ? 3 : 4;
    case 3:
      return ax >= ay ? 5 : 6;
    case 4:
      return ay >= ax ? 7 : 8;
  }
}
function cornerDistance(board, x, y, z = 0) {
  return Math.min(x, board.width - 1 - x) + Math.min(y, board.height - 1 - y) + Math.min(z, board.depth - 1 - z);
}
function edgeDistance(board, x, y, z = 0) {
  const plane = Math.min(x, board.width - 1 - x, y, board.height - 1 - y);
  return board.depth === 1 ? plane : Math.min(plane, z, board.depth - 1 - z);
}

// ../../packages/core/src/engine/orders.ts
var OCTAML16_VARIANTS = [1, -1].flatMap(
  (r) => [0, 1, 2, 3, 4, 5, 6, 7].map((t) => ({ r, t }))
);
var mod8 = (v) => ((v - 1) % 8 + 8) % 8 + 1;
function amlOrder(board, x, y) {
  return { first: 2 * quadrantOf(board, x, y) - 1, direction: 1 };
}
function octamlOrder(board, x, y, variant) {
  const o = octantOf(board, x, y);
  const d = variant.r * (o % 2 === 1 ? 1 : -1);
  return { first: mod8(o + d * variant.t), direction: d };
}
var MOVE_NUMBER_ORDER = "12345678";
function isMoveOrder(text) {
  return /^[1-8]{8}$/.test(text) && new Set(text).size === 8;
}
function orderDigits(order) {
  let digits = "";
  for (let p = 0; p < 8; p++) digits += String(mod8(order.first + order.direction * p));
  return digits;
}
function orderPositions(order) {
  const positions = new Array(8).fill(0);
  for (let p = 0; p < 8; p++) positions[order.charCodeAt(p) - 49] = p;
  return positions;
}

// ../../packages/core/src/engine/rule.ts
function levelsOf(rule, seeded) {
  if (!seeded || rule.seed !== "ties") return rule.levels;
  return rule.levels.map((level) => level === "order" ? "random" : level);
}
function spaceOf(rule) {
  if (rule.levels.includes("corner")) return "corner-edge";
  if (rule.levels.includes("roth")) return `roth-${rule.rounding ?? "half-up"}`;
  return "plain";
}
function isStatic(rule, seeded) {
  return rule.orders.kind !== "switching" && rule.closed === void 0 && levelsOf(rule, seeded).every((l) => l !== "pohl" && l !== "random");
}
function maxAttempts(rule) {
  if (rule.closed) return rule.closed.attempts;
  switch (rule.orders.kind) {
    case "fixed":
      return rule.orders.orders.length;
    case "octaml":
      return rule.orders.variants.length;
    default:
      return 1;
  }
}
function* planAttempts(rule, board, x, y, random, attempts = maxAttempts(rule)) {
  const plan = rule.orders;
  switch (plan.kind) {
    case "fixed":
      for (const order of plan.orders) yield { x, y, order };
      return;
    case "aml":
      yield { x, y, order: orderDigits(amlOrder(board, x, y)) };
      return;
    case "octaml":
      for (const variant of plan.variants) {
        yield { x, y, order: orderDigits(octamlOrder(board, x, y, variant)), variant };
      }
      return;
    case "switching": {
      const schedule = switchingSchedule(board.width);
      yield { x, y, order: schedule.orders[0], schedule };
      return;
    }
    case "none":
      yield { x, y, order: void 0 };
      for (let a = 1; a < attempts; a++) {
        if (!random) throw new Error("a random rule needs a random source");
        const sx = Math.floor(random() * board.width);
        const sy = Math.floor(random() * board.height);
        yield { x: sx, y: sy, order: void 0 };
      }
  }
}
function planKey(rule, board, x, y) {
  switch (rule.orders.kind) {
    case "aml":
      return quadrantOf(board, x, y);
    case "octaml":
      return octantOf(board, x, y);
    default:
      return 0;
  }
}
var WARNSDORFF_RULE = {
  levels: ["order"],
  orders: { kind: "fixed", orders: [MOVE_NUMBER_ORDER] },
  seed: "ties"
};

// ../../packages/core/src/catalogue.ts
var PARBERRY_ATTEMPTS = 1e5;
var SQUIRREL_CULL = "D. Squirrel, P. Cull, A Warnsdorff-Rule Algorithm for Knight’s Tours on Square Chessboards, OSU REU 1996";
var WARNSDORFF = "H. C. von Warnsdorf, Des Rösselsprunges einfachste und allgemeinste Lösung, 1823";
var AML = "Álvarez-Martínez & Lázaro, SBPO 2012";
var OCTAML = "Costa & Pereira de Sá (OctAML16)";
var ROTH = "A. Roth, The Problem of the Knight: A Fast and Simple Algorithm, MathSource 909 (1992–93)";
var POHL = "I. Pohl, A method for finding Hamilton paths and Knight’s tours, CACM 10(7), 1967";
var heuristic = (entry) => ({
  kind: "heuristic",
  dimensions: 2,
  limits: false,
  closed: false,
  ...entry
});
var AML_LEVELS = ["corner", "edge", "order"];
var orderRule = (order) => ({
  levels: ["order"],
  orders: { kind: "fixed", orders: [order] },
  seed: "none"
});
var pohlRule = (order, seed) => ({
  levels: ["pohl", "order"],
  orders: { kind: "fixed", orders: [order] },
  seed
});
var rothRule = (rounding) => ({
  levels: ["roth", "order"],
  orders: { kind: "fixed", orders: [ROTH_ORDER] },
  rounding,
  seed: "none"
});
var INFO = {
  auto: {
    kind: "auto",
    dimensions: 2,
    attempts: 16,
    limits: true,
    closed: true,
    seed: false,
    deterministic: true,
    summary: "OctAML16, else a linear-time construction, else exact search (default)",
    source: "this project (docs/beyond-the-paper.md)"
  },
  warnsdorff: heuristic({
    rule: WARNSDORFF_RULE,
    seed: true,
    deterministic: true,
    summary: "fewest onward moves, ties by move order (or at random with --seed)",
    description: "Warnsdorff's rule (1823): from the current square, move to the unvisited neighbour that has the fewest unvisited neighbours of its own. Warnsdorff let ties go either way; here they go to the lowest move number (moves 1 to 8 clockwise from west-north-west), or, with a seed, to a candidate drawn at random.",
    source: WARNSDORFF
  }),
  aml: heuristic({
    rule: { levels: AML_LEVELS, orders: { kind: "aml" }, seed: "none" },
    seed: false,
    deterministic: true,
    summary: "Warnsdorff + corner/edge distance + fixed move priority (Álvarez-Martínez & Lázaro)",
    description: "AML (Álvarez-Martínez & Lázaro, 2012): Warnsdorff's rule, then the candidate nearest a corner (Manhattan distance), then the one nearest an edge, then a fixed priority of the moves that begins with the start square's quadrant and runs clockwise.",
    source: AML
  }),
  octaml: heuristic({
    rule: {
      levels: AML_LEVELS,
      orders: { kind: "octaml", variants: [{ r: 1, t: 0 }] },
      seed: "none"
    },
    seed: false,
    deterministic: true,
    summary: "symmetric AML tie-break, one attempt",
    description: "OctAML (Costa & Pereira de Sá): AML's chain with a move priority chosen from the start's octant, turning clockwise or counter-clockwise by the octant's parity, so that the walk from a rotated or mirrored start is the rotated or mirrored walk.",
    source: OCTAML
  }),
  octaml16: heuristic({
    rule: {
      levels: AML_LEVELS,
      orders: { kind: "octaml", variants: OCTAML16_VARIANTS },
      seed: "none"
    },
    seed: false,
    deterministic: true,
    summary: "OctAML with 16 priority variants, first complete walk",
    description: "OctAML16 (Costa & Pereira de Sá): OctAML's 16 variants (the priority order turned by 0 to 7 octants, in both directions) tried in turn; the first complete walk is the answer. It found an open tour from every start of every n×n board with 5 ≤ n ≤ 430.",
    source: OCTAML
  }),
  "order-34567812": heuristic({
    rule: orderRule("34567812"),
    seed: false,
    deterministic: true,
    summary: "fewest onward moves, ties to the first in the order 34567812 (Squirrel & Cull’s best)",
    description: "Squirrel & Cull's fixed-order rule (1996) with their best order, 34567812: Warnsdorff's rule, ties to the candidate whose move comes first in that order (move numbers, highest priority first). From the corner it tours most square boards from 5 to 112 (their §6).",
    source: `${SQUIRREL_CULL}, §2`
  }),
  "squirrel-cull": heuristic({
    rule: { levels: ["order"], orders: { kind: "fixed", orders: NINETEEN_ORDERS }, seed: "none" },
    seed: false,
    deterministic: true,
    summary: "fixed-order Warnsdorff with Squirrel & Cull’s nineteen orders tried in turn",
    description: "Squirrel & Cull's nineteen orders (1996): the fixed-order rule with 34567812, then 43567812, and so on through nineteen orders found by experiment, one attempt each until one gives a tour. They report that one of the nineteen tours every m×n board with 10 ≤ m, n < 300 from the corner.",
    source: `${SQUIRREL_CULL}, §2`
  }),
  switching: heuristic({
    rule: { levels: ["order"], orders: { kind: "switching" }, seed: "none" },
    squareOnly: true,
    seed: false,
    deterministic: true,
    summary: "square boards: the move order switches at given squares, by m mod 8 (Squirrel & Cull)",
    description: "Squirrel & Cull's switching algorithm (1996, as corrected by Ganzfried 2004): on an m×m board from the corner, a fixed-order rule whose order changes each time the knight reaches the next square of a table chosen by m mod 8; the tie at that square already uses the next order. Claimed to give a tour for every m ≥ 5 except m = 74.",
    source: `${SQUIRREL_CULL}, §3; S. Ganzfried, A Simple Algorithm for Knight’s Tours, OSU REU 2004`
  }),
  roth: heuristic({
    rule: rothRule("half-up"),
    seed: false,
    deterministic: true,
    summary: "fewest onward moves, then farthest from a point near the centre (Roth)",
    description: "Roth's rule (1992–93): Warnsdorff's rule, then the candidate farthest (squared Euclidean distance) from a destination point near the centre, at (c − 1.5, c − 1.5) with c = n/2 rounded up, then the move order 78123456. Rounding up reproduces his published figures.",
    source: ROTH
  }),
  "roth-mathematica": heuristic({
    rule: rothRule("half-even"),
    seed: false,
    deterministic: true,
    summary: "Roth with the centre rounded half to even, as his Mathematica code does",
    description: "Roth's rule with c = n/2 rounded half to even, which is what Mathematica's Round computes in his code; the destination moves, and the walks change, on sides n ≡ 1 (mod 4).",
    source: ROTH
  }),
  pohl: heuristic({
    rule: pohlRule(MOVE_NUMBER_ORDER, "ties"),
    seed: true,
    deterministic: true,
    summary: "fewest onward moves, then the smallest sum of the neighbours’ onward moves (Pohl)",
    description: "Pohl's second-level rule (1967): Warnsdorff's rule, then the candidate whose unvisited neighbours have the smallest total of onward moves; remaining ties by move number (Pohl's own order is not known), or, with a seed, at random.",
    source: POHL
  }),
  parberry: heuristic({
    rule: {
      levels: ["random"],
      orders: { kind: "none" },
      seed: "always",
      closed: { attempts: PARBERRY_ATTEMPTS }
    },
    closed: true,
    seed: true,
    deterministic: false,
    summary: "closed tours: random Warnsdorff walks that stop early, retried from random starts (Parberry)",
    description: "Parberry's closed-tour walk (2020): Warnsdorff's rule with random ties, stopped as soon as every neighbour of its start has been used (a closed tour must end on one), so a walk that visits every square is a closed tour. The first walk begins at the given start and each retry at a random square (up to 100,000 walks); the tour is then rotated to begin at the given start.",
    source: "I. Parberry, Tourneys and the Fast Generation and Obfuscation of Closed Knight’s Tours, arXiv:2001.06044"
  }),
  backtrack: {
    kind: "search",
    dimensions: 2,
    attempts: 1,
    limits: true,
    closed: true,
    seed: false,
    deterministic: true,
    summary: "exact depth-first search in move order (exponential; limits below)",
    source: "SPEC §6"
  },
  "warnsdorff-backtrack": {
    kind: "search",
    dimensions: 2,
    attempts: 1,
    limits: true,
    closed: true,
    seed: false,
    deterministic: true,
    summary: "exact search, children in AML order: AML plus backtracking",
    source: "SPEC §6"
  },
  warnsdorff3d: {
    kind: "heuristic",
    dimensions: 3,
    attempts: 1,
    limits: false,
    closed: false,
    seed: false,
    deterministic: true,
    summary: "3-D boxes: fewest onward moves, ties by move number",
    source: "docs/three-d.md"
  },
  octaml3d: {
    kind: "heuristic",
    dimensions: 3,
    attempts: 1,
    limits: false,
    closed: false,
    seed: false,
    deterministic: true,
    summary: "3-D boxes: corner/face distance and a symmetric priority order, one attempt",
    source: "docs/three-d.md"
  },
  "octaml16-3d": {
    kind: "heuristic",
    dimensions: 3,
    attempts: 16,
    limits: false,
    closed: false,
    seed: false,
    deterministic: true,
    summary: "3-D boxes: OctAML3D with 16 priority variants, first complete walk (3-D default)",
    source: "docs/three-d.md"
  }
};
function familyEntry(name) {
  const m = /^(order|pohl)-([1-8]{8})$/.exec(name);
  if (!m || !isMoveOrder(m[2])) return void 0;
  const order = m[2];
  if (m[1] === "order") {
    return heuristic({
      rule: orderRule(order),
      seed: false,
      deterministic: true,
      summary: `fewest onward moves, ties to the first in the order ${order}`,
      description: `Squirrel & Cull's fixed-order rule (1996): Warnsdorff's rule, ties to the candidate whose move comes first in the order ${order} (move numbers, highest priority first).`,
      source: `${SQUIRREL_CULL}, §2`
    });
  }
  return heuristic({
    rule: pohlRule(order, "none"),
    seed: false,
    deterministic: true,
    summary: `Pohl’s rule, its last ties to the first in the order ${order}`,
    description: `Pohl's second-level rule (1967): Warnsdorff's rule, then the candidate whose unvisited neighbours have the smallest total of onward moves, then the first in the order ${order}.`,
    source: POHL
  });
}

// ../../packages/core/src/board/square.ts
function squareLabel(square) {
  return `(${square.join(",")})`;
}
function squareOf(board, x, y, z = 0) {
  return board.depth === 1 ? [x, y] : [x, y, z];
}
function squareArity(board) {
  return board.depth === 1 ? 2 : 3;
}
function cellAt(board, index) {
  const x = index % board.width;
  const rest = (index - x) / board.width;
  const y = rest % board.height;
  return squareOf(board, x, y, (rest - y) / board.height);
}
function checkStart(board, start) {
  const arity = squareArity(board);
  const [x = Number.NaN, y = Number.NaN, z = arity === 2 ? 0 : Number.NaN] = start ?? [];
  const fits2 = start?.length === arity || arity === 2 && start?.length === 3;
  if (!fits2 || !onBoard(board, x, y, z)) {
    const axes = ["x", "y", "z"].slice(0, arity);
    const sides = [board.width, board.height, board.depth];
    const ranges = axes.map((a, i) => `${a} from 0 to ${sides[i] - 1}`).join(", ");
    throw new KnightsTourError(
      `start ${Array.isArray(start) ? squareLabel(start) : `(${String(start)})`} is off the ${boardName(board)} board (${ranges})`
    );
  }
  return squareOf(board, x, y, z);
}

// ../../packages/core/src/board/colour.ts
function isWhite(x, y, z = 0) {
  return (x + y + z & 1) === 0;
}
function isPossibleStart(board, x, y, z = 0) {
  return cellCount(board) % 2 === 0 || isWhite(x, y, z);
}

// ../../packages/core/src/board/fields.ts
function boardFields(board) {
  const { width, height, depth } = board;
  return depth === 1 ? { width, height } : { width, height, depth };
}
function boardOf(fields) {
  return { width: fields.width, height: fields.height, depth: fields.depth ?? 1 };
}

// ../../packages/core/src/board/moves.ts
var MOVES = [
  [-2, -1],
  [-1, -2],
  [1, -2],
  [2, -1],
  [2, 1],
  [1, 2],
  [-1, 2],
  [-2, 1]
];

// ../../packages/core/src/engine/geometry.ts
var PAD = 2;
var BLOCKED = 64;
var NO_CANDIDATE = (BLOCKED - 8) * 8;
var MAX_PATTERNS = 256;
function cellOf(g, x, y) {
  return (y + PAD) * g.stride + x + PAD;
}
function squareIndexOfCell(g, cell) {
  const row2 = Math.floor(cell / g.stride);
  return (row2 - PAD) * g.board.width + (cell - row2 * g.stride - PAD);
}
function toSquareIndices(g, cells, length, out = cells) {
  const { stride } = g;
  const { width } = g.board;
  for (let i = 0; i < length; i++) {
    const cell = cells[i];
    const row2 = cell / stride | 0;
    out[i] = (row2 - PAD) * width + cell - row2 * stride - PAD;
  }
}
function moveOffsets(rowLength) {
  return Int32Array.from(MOVES, ([dx, dy]) => dy * rowLength + dx);
}
var OFF = 7;
function axisSignatures(length) {
  const fold = new Int32Array(length);
  for (let t = 0; t < length; t++) fold[t] = Math.min(t, length - 1 - t);
  const id = new Int32Array(length);
  const ids = /* @__PURE__ */ new Map();
  for (let t = 0; t < length; t++) {
    let signature = 0;
    for (const step of [-2, -1, 1, 2]) {
      const u = t + step;
      signature = signature * 8 + (u < 0 || u >= length ? OFF : fold[u] - fold[t] + 2);
    }
    let sid = ids.get(signature);
    if (sid === void 0) {
      sid = ids.size;
      ids.set(signature, sid);
    }
    id[t] = sid;
  }
  return { fold, id, count: ids.size };
}
function levelWord(board, x, y, keys) {
  for (let k = 0; k < 8; k++) {
    const [dx, dy] = MOVES[k];
    const tx = x + dx;
    const ty = y + dy;
    keys[k] = tx >= 0 && ty >= 0 && tx < board.width && ty < board.height ? cornerDistance(board, tx, ty) * 65536 + edgeDistance(board, tx, ty) : Number.POSITIVE_INFINITY;
  }
  const distinct = [...new Set(keys.filter(Number.isFinite))].sort((a, b) => a - b);
  let packed = 0;
  for (let k = 0; k < 8; k++) {
    const key = keys[k];
    packed = packed * 16 + (Number.isFinite(key) ? distinct.indexOf(key) : 15);
  }
  return packed;
}
var PatternFiller = class {
  constructor(board, cols, rowCount, pattern, degrees2) {
    this.board = board;
    this.cols = cols;
    this.pattern = pattern;
    this.degrees = degrees2;
    const w = board.width;
    this.classOf = new Int32Array(cols.count * rowCount * 9);
    this.colClass = cols.id.map((id) => id * rowCount * 9 + 4);
    for (let r = 0; r < rowCount; r++) {
      this.near.push(new Uint8Array(2 * w));
      this.far.push(new Uint8Array(2 * w));
    }
    this.nearEnd = new Int32Array(rowCount);
    this.nearStart = new Int32Array(rowCount).fill(w);
    this.farStart = new Int32Array(rowCount).fill(w);
    this.farEnd = new Int32Array(rowCount);
  }
  board;
  cols;
  pattern;
  degrees;
  classOf;
  patternIds = /* @__PURE__ */ new Map();
  levelRows = [];
  degreeOf = new Uint8Array(MAX_PATTERNS);
  keys = new Array(8);
  /** colClass[x] + rowClass + (fx − fy clamped to −4..4) indexes classOf. */
  colClass;
  /** Template rows per row signature for fx − fy ≤ −4 (`near`) and ≥ 4 (`far`): patterns then degrees. */
  near = [];
  far = [];
  /** Known parts of the templates: near = [0, nearEnd) ∪ [nearStart, w); far = [farStart, farEnd). */
  nearEnd;
  nearStart;
  farStart;
  farEnd;
  get patternCount() {
    return this.patternIds.size;
  }
  /** Pattern id of `(x, y)` (row fold `fy`, row signature `r`), classifying it if needed. */
  classify(x, y, fy, r) {
    const delta = Math.max(-4, Math.min(4, this.cols.fold[x] - fy));
    const c = this.colClass[x] + r * 9 + delta;
    let id = this.classOf[c] - 1;
    if (id < 0) {
      id = this.register(levelWord(this.board, x, y, this.keys));
      this.classOf[c] = id + 1;
    }
    return id;
  }
  register(word) {
    const known = this.patternIds.get(word);
    if (known !== void 0) return known;
    const id = this.patternIds.size;
    if (id >= MAX_PATTERNS) {
      throw new Error(
        `board ${boardName(this.board)} has more than ${MAX_PATTERNS} static patterns`
      );
    }
    this.patternIds.set(word, id);
    let degree = 0;
    for (let k = 7; k >= 0; k--) {
      const level = Math.floor(word / 16 ** k) % 16;
      this.levelRows.push(level);
      if (level !== 15) degree++;
    }
    this.degreeOf[id] = degree;
    return id;
  }
  /** Makes template `t` (of row signature r) known on [from, to) using row y's squares. */
  learn(t, from, to, y, fy, r) {
    const w = this.board.width;
    for (let x = from; x < to; x++) {
      const id = this.classify(x, y, fy, r);
      t[x] = id;
      t[w + x] = this.degreeOf[id];
    }
  }
  copy(t, from, to, rowStart) {
    if (from >= to) return;
    const w = this.board.width;
    this.pattern.set(t.subarray(from, to), rowStart + from);
    this.degrees.set(t.subarray(w + from, w + to), rowStart + from);
  }
  single(x, y, fy, r, rowStart) {
    const id = this.classify(x, y, fy, r);
    this.pattern[rowStart + x] = id;
    this.degrees[rowStart + x] = this.degreeOf[id];
  }
  /** Row `y`, with fold `fy` and signature `r`, starting at padded index `rowStart`. */
  fill(y, fy, r, rowStart) {
    const w = this.board.width;
    const clip = (v) => Math.max(0, Math.min(w, v));
    const nearEnd = clip(fy - 3);
    const nearStart = Math.max(nearEnd, clip(w + 3 - fy));
    const near = this.near[r];
    if (nearEnd > this.nearEnd[r]) {
      this.learn(near, this.nearEnd[r], nearEnd, y, fy, r);
      this.nearEnd[r] = nearEnd;
    }
    if (nearStart < this.nearStart[r]) {
      this.learn(near, nearStart, this.nearStart[r], y, fy, r);
      this.nearStart[r] = nearStart;
    }
    this.copy(near, 0, nearEnd, rowStart);
    this.copy(near, nearStart, w, rowStart);
    const farStart = clip(fy + 4);
    const farEnd = Math.max(farStart, clip(w - 4 - fy));
    if (farStart < farEnd) {
      const far = this.far[r];
      if (this.farStart[r] >= this.farEnd[r]) {
        this.learn(far, farStart, farEnd, y, fy, r);
        this.farStart[r] = farStart;
        this.farEnd[r] = farEnd;
      } else {
        if (farStart < this.farStart[r]) {
          this.learn(far, farStart, this.farStart[r], y, fy, r);
          this.farStart[r] = farStart;
        }
        if (farEnd > this.farEnd[r]) {
          this.learn(far, this.farEnd[r], farEnd, y, fy, r);
          this.farEnd[r] = farEnd;
        }
      }
      this.copy(far, farStart, farEnd, rowStart);
    }
    for (let x = clip(fy - 3); x < clip(fy + 4); x++) this.single(x, y, fy, r, rowStart);
    for (let x = clip(w - 4 - fy); x < clip(w + 3 - fy); x++) this.single(x, y, fy, r, rowStart);
  }
};
function createGeometry(board) {
  const { width: w, height: h } = board;
  const stride = w + 2 * PAD;
  const size2 = stride * (h + 2 * PAD);
  const offsets = moveOffsets(stride);
  const degrees2 = new Uint8Array(size2).fill(BLOCKED);
  const pattern = new Uint8Array(size2);
  const cols = axisSignatures(w);
  const rows = axisSignatures(h);
  const filler = new PatternFiller(board, cols, rows.count, pattern, degrees2);
  for (let y = 0; y < h; y++) {
    filler.fill(y, rows.fold[y], rows.id[y], (y + PAD) * stride + PAD);
  }
  return {
    board,
    stride,
    size: size2,
    offsets,
    degrees: degrees2,
    pattern,
    levels: Uint8Array.from(filler.levelRows),
    patternCount: filler.patternCount,
    cache: /* @__PURE__ */ new Map()
  };
}
function cornerEdgeSpace(g) {
  return { pattern: g.pattern, levels: g.levels, count: g.patternCount };
}
function buildRankTable(space, positions) {
  const count2 = space.count;
  const rank = new Uint8Array(count2 * 8);
  const moveOfRank = new Uint8Array(count2 * 8);
  const ranks = new Int32Array(count2);
  const moves = new Int32Array(count2);
  const all = [0, 1, 2, 3, 4, 5, 6, 7];
  for (let p = 0; p < count2; p++) {
    const level = (k) => space.levels[p * 8 + k];
    const sorted = [...all].sort((a, b) => level(a) - level(b) || positions[a] - positions[b]);
    sorted.forEach((k, r) => {
      rank[p * 8 + k] = r;
      moveOfRank[p * 8 + r] = k;
      ranks[p] = ranks[p] | r << 3 * k;
      moves[p] = moves[p] | k << 3 * r;
    });
  }
  return { pattern: space.pattern, rank, moveOfRank, ranks, moves };
}

// ../../packages/core/src/search/search.ts
var SEARCH_ALGORITHMS = ["backtrack", "warnsdorff-backtrack"];
var MAX_SEARCH_SQUARES = 2 ** 22;

// ../../packages/core/src/text/quote.ts
function escapeControls(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 256 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
function quote(text, max = 40) {
  const one = String(text).replace(/[ \t\r\n]+/g, " ").trim();
  const cut = one.length > max ? `${one.slice(0, max - 1)}…` : one;
  return `'${escapeControls(cut)}'`;
}
function plural(count2, noun) {
  return `${count2} ${noun}${count2 === 1 ? "" : "s"}`;
}
function orList(names) {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

// ../../packages/core/src/text/names.ts
function closestName(word, names) {
  const a = word.toLowerCase();
  let best;
  let bestDistance = Math.max(1, Math.floor(a.length / 3)) + 1;
  for (const name of names) {
    const b = name.toLowerCase();
    let prev2 = [];
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      const row2 = [i];
      for (let j = 1; j <= b.length; j++) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        let d = Math.min(prev[j] + 1, row2[j - 1] + 1, prev[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          d = Math.min(d, prev2[j - 2] + 1);
        }
        row2.push(d);
      }
      prev2 = prev;
      prev = row2;
    }
    const distance = prev[b.length];
    if (distance < bestDistance && distance < Math.max(a.length, b.length)) {
      bestDistance = distance;
      best = name;
    }
  }
  return best;
}
function didYouMean(word, names, prefix = "") {
  const name = closestName(word, names);
  return name === void 0 ? "" : `: did you mean ${prefix}${name}?`;
}
function parseName(kind, text, names, options = {}) {
  const name = String(text).trim().toLowerCase();
  const found = names.find((n) => n === name);
  if (found !== void 0) return found;
  const expected = options.expected ?? `expected one of ${names.join(", ")}`;
  throw new KnightsTourError(
    `unknown ${kind} ${quote(String(text))}${didYouMean(name, names)} (${expected})`
  );
}

// ../../packages/core/src/board/symmetry.ts
function permutationSign(axes) {
  let sign = 1;
  for (let i = 0; i < axes.length; i++) {
    for (let j = i + 1; j < axes.length; j++) if (axes[i] > axes[j]) sign = -sign;
  }
  return sign;
}
function make(name, axes, flips, sides) {
  const det = permutationSign(axes) * flips.reduce((s, f) => f ? -s : s, 1);
  const kind = det > 0 ? "rotation" : "reflection";
  if (axes.length === 2) {
    const [a0, a1] = axes;
    const [f0, f1] = flips;
    const m0 = sides[0] - 1;
    const m1 = sides[1] - 1;
    const apply2 = (x, y) => {
      const u = a0 === 0 ? x : y;
      const v = a1 === 0 ? x : y;
      return [f0 ? m0 - u : u, f1 ? m1 - v : v];
    };
    return {
      name,
      kind,
      axes,
      flips,
      apply: apply2,
      applyVector(dx, dy) {
        const u = a0 === 0 ? dx : dy;
        const v = a1 === 0 ? dx : dy;
        return [f0 ? -u : u, f1 ? -v : v];
      },
      fixes(x, y) {
        const [u, v] = apply2(x, y);
        return u === x && v === y;
      }
    };
  }
  const image = (c, reflect) => {
    const q = [0, 0, 0];
    for (let i = 0; i < 3; i++) {
      const v = c[axes[i]];
      q[i] = flips[i] ? reflect(i, v) : v;
    }
    return q;
  };
  const apply = (x, y, z = 0) => image([x, y, z], (i, v) => sides[i] - 1 - v);
  return {
    name,
    kind,
    axes,
    flips,
    apply,
    applyVector: (dx, dy, dz = 0) => image([dx, dy, dz], (_, v) => -v),
    fixes(x, y, z = 0) {
      const q = apply(x, y, z);
      return q[0] === x && q[1] === y && q[2] === z;
    }
  };
}
var PLANE = [
  // name, axes, flips, square boards only. Rotations are clockwise in screen orientation
  // (y down): rot90 maps the top-left corner to the top-right one, so quadrant q goes to q + 1.
  ["identity", [0, 1], [false, false], false],
  ["rot90", [1, 0], [true, false], true],
  ["rot180", [0, 1], [true, true], false],
  ["rot270", [1, 0], [false, true], true],
  ["flipX", [0, 1], [true, false], false],
  ["flipY", [0, 1], [false, true], false],
  ["transpose", [1, 0], [false, false], true],
  ["antiTranspose", [1, 0], [true, true], true]
];
var PERMUTATIONS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0]
];
var AXIS_NAMES = ["x", "y", "z"];
function symmetriesOf(board) {
  if (board.depth === 1) {
    const sides = [board.width, board.height];
    return symmetryMaps(board).map(({ name, axes, flips }) => make(name, axes, flips, sides));
  }
  return boxSymmetries(board);
}
function symmetryMaps(board) {
  if (board.depth === 1) {
    const square = board.width === board.height;
    return PLANE.filter(([, , , squareOnly]) => square || !squareOnly).map(
      ([name, axes, flips]) => ({ name, axes, flips })
    );
  }
  return boxMaps(board);
}
var boxMapsByShape = /* @__PURE__ */ new Map();
function boxMaps(board) {
  const sides = [board.width, board.height, board.depth];
  const shape = (sides[0] === sides[1] ? 1 : 0) | (sides[1] === sides[2] ? 2 : 0) | (sides[0] === sides[2] ? 4 : 0);
  const known = boxMapsByShape.get(shape);
  if (known) return known;
  const out = [];
  for (const axes of PERMUTATIONS) {
    if (axes.some((a, i) => sides[a] !== sides[i])) continue;
    for (let bits = 0; bits < 8; bits++) {
      const flips = [(bits & 1) !== 0, (bits & 2) !== 0, (bits & 4) !== 0];
      const name = `(${axes.map((a, i) => `${flips[i] ? "-" : ""}${AXIS_NAMES[a]}`).join(",")})`;
      out.push({ name, axes, flips });
    }
  }
  boxMapsByShape.set(shape, out);
  return out;
}
function boxSymmetries(board) {
  const sides = [board.width, board.height, board.depth];
  return boxMaps(board).map(({ name, axes, flips }) => make(name, axes, flips, sides));
}

// ../../packages/core/src/three-d/moves.ts
var MOVES_3D = (() => {
  const out = [];
  for (let two = 0; two < 3; two++) {
    for (let one = 0; one < 3; one++) {
      if (one === two) continue;
      for (const s2 of [-1, 1]) {
        for (const s1 of [-1, 1]) {
          const m = [0, 0, 0];
          m[two] = 2 * s2;
          m[one] = s1;
          out.push(m);
        }
      }
    }
  }
  return out;
})();

// ../../packages/core/src/three-d/symmetry.ts
var same = (a, b) => a[0] === b[0] && a[1] === b[1] && (a[2] ?? 0) === b[2];
function chamberMap3d(board, cell, group3 = boxSymmetries(board)) {
  let rep = cell;
  let best = cellIndex(board, ...cell);
  for (const g of group3) {
    const [x, y, z = 0] = g.apply(...cell);
    const i = cellIndex(board, x, y, z);
    if (i < best) {
      best = i;
      rep = [x, y, z];
    }
  }
  for (const g of group3) {
    if (same(g.apply(...rep), cell)) return { symmetry: g, representative: rep };
  }
  throw new Error("unreachable: the identity maps a cell to itself");
}

// ../../packages/core/src/three-d/walk.ts
var HEURISTICS_3D = ["warnsdorff3d", "octaml3d", "octaml16-3d"];
var OCTAML16_3D_VARIANTS = [1, -1].flatMap(
  (r) => Array.from({ length: 8 }, (_, t) => ({ r, t }))
);
function baseVector3d(variant) {
  const weights = variant.r === 1 ? [1, 4, 16] : [16, 4, 1];
  return [0, 1, 2].map((i) => -weights[i] * (variant.t >> i & 1 ? -1 : 1));
}
function ranksByVector(v) {
  const dots = MOVES_3D.map(([a, b, c]) => a * v[0] + b * v[1] + c * v[2]);
  const order = dots.map((_, m) => m).sort((p, q) => dots[q] - dots[p]);
  const ranks = new Uint8Array(MOVES_3D.length);
  order.forEach((m, rank) => {
    ranks[m] = rank;
  });
  if (new Set(dots).size !== dots.length) {
    throw new KnightsTourError(`vector (${v.join(",")}) does not order the 24 moves strictly`);
  }
  return ranks;
}
function octaml3dRanks(board, start, variant, group3 = boxSymmetries(board)) {
  const { symmetry } = chamberMap3d(board, start, group3);
  const [a, b, c = 0] = symmetry.applyVector(...baseVector3d(variant));
  return ranksByVector([a, b, c]);
}
var MOVE_NUMBER_RANKS = Uint8Array.from(MOVES_3D, (_, m) => m);
var MOVE_COUNT = 24;
var Runner3d = class {
  board;
  group;
  targets;
  initialDegree;
  geometry;
  geometryRange;
  degree;
  visited;
  path;
  constructor(board) {
    this.board = board;
    this.group = boxSymmetries(board);
    const n = cellCount(board);
    const { width: w, height: h, depth: d } = board;
    this.targets = new Int32Array(n * MOVE_COUNT);
    this.initialDegree = new Uint8Array(n);
    this.geometry = new Int32Array(n);
    const faceRange = Math.floor((Math.max(w, h, d) - 1) / 2) + 1;
    let maxGeometry = 0;
    for (let z = 0; z < d; z++) {
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const i = cellIndex(board, x, y, z);
          const key = cornerDistance(board, x, y, z) * faceRange + // The z faces count even on a flat box: the 3-D rule as published in docs/three-d.md.
          Math.min(edgeDistance(board, x, y, z), z, d - 1 - z);
          this.geometry[i] = key;
          if (key > maxGeometry) maxGeometry = key;
          let degree = 0;
          for (let m = 0; m < MOVE_COUNT; m++) {
            const [dx, dy, dz] = MOVES_3D[m];
            const tx = x + dx;
            const ty = y + dy;
            const tz = z + dz;
            const inside = tx >= 0 && ty >= 0 && tz >= 0 && tx < w && ty < h && tz < d;
            this.targets[i * MOVE_COUNT + m] = inside ? cellIndex(board, tx, ty, tz) : -1;
            if (inside) degree++;
          }
          this.initialDegree[i] = degree;
        }
      }
    }
    this.geometryRange = maxGeometry + 1;
    this.degree = new Uint8Array(n);
    this.visited = new Uint8Array(n);
    this.path = new Int32Array(n);
  }
  /** One greedy attempt from a flat index with the given move ranks; returns the walk's length (in `this.path`). */
  attempt(start, ranks) {
    const { targets, geometry, degree, visited, path } = this;
    const range = this.geometryRange;
    degree.set(this.initialDegree);
    visited.fill(0);
    let current = start;
    let length = 0;
    for (; ; ) {
      visited[current] = 1;
      path[length++] = current;
      const base = current * MOVE_COUNT;
      let best = -1;
      let bestKey = 2147483647;
      for (let m = 0; m < MOVE_COUNT; m++) {
        const t = targets[base + m];
        if (t < 0) continue;
        const left = --degree[t];
        if (visited[t] !== 0) continue;
        const key = (left * range + geometry[t]) * MOVE_COUNT + ranks[m];
        if (key < bestKey) {
          bestKey = key;
          best = t;
        }
      }
      if (best < 0) return length;
      current = best;
    }
  }
  /** Runs a heuristic from a cell (a possible start; parity is the caller's concern). */
  run(algorithm, start) {
    const n = cellCount(this.board);
    const index = cellIndex(this.board, ...start);
    if (algorithm === "warnsdorff3d") {
      const length = this.attempt(index, MOVE_NUMBER_RANKS);
      return {
        complete: length === n,
        cells: this.path.slice(0, length),
        attempts: 1,
        walked: length
      };
    }
    const variants = algorithm === "octaml3d" ? OCTAML16_3D_VARIANTS.slice(0, 1) : OCTAML16_3D_VARIANTS;
    let longest;
    let walked = 0;
    for (let a = 0; a < variants.length; a++) {
      const variant = variants[a];
      const length = this.attempt(index, octaml3dRanks(this.board, start, variant, this.group));
      walked += length;
      if (length === n) {
        const cells = this.path.slice(0, length);
        return { complete: true, cells, attempts: a + 1, walked, variant };
      }
      if (longest === void 0 || length > longest.cells.length) {
        const cells = this.path.slice(0, length);
        longest = { complete: false, cells, attempts: a + 1, walked, variant };
      }
    }
    return { ...longest, attempts: variants.length, walked };
  }
};

// ../../packages/core/src/algorithms.ts
var HEURISTICS_2D = [
  "warnsdorff",
  "aml",
  "octaml",
  "octaml16",
  "order-34567812",
  "squirrel-cull",
  "switching",
  "roth",
  "roth-mathematica",
  "pohl",
  "parberry"
];
var HEURISTICS = [...HEURISTICS_2D, ...HEURISTICS_3D];
var ALGORITHMS = [
  "auto",
  ...HEURISTICS_2D,
  ...SEARCH_ALGORITHMS,
  ...HEURISTICS_3D
];
var ALGORITHM_FAMILIES = [
  {
    prefix: "order-",
    pattern: "order-DDDDDDDD",
    example: "order-34567812",
    summary: "fewest onward moves, ties to the first in a fixed order of the moves 1..8 (any of the 8! orders)"
  },
  {
    prefix: "pohl-",
    pattern: "pohl-DDDDDDDD",
    example: "pohl-87654321",
    summary: "Pohl's rule with its last ties in a fixed order of the moves 1..8"
  }
];
var MAX_SEED = 2 ** 32 - 1;
function canonical(name) {
  if (name === `order-${MOVE_NUMBER_ORDER}`) return "warnsdorff";
  if (name === `pohl-${MOVE_NUMBER_ORDER}`) return "pohl";
  return name;
}
function entryOf(name) {
  return Object.hasOwn(INFO, name) ? INFO[name] : familyEntry(name);
}
function isAlgorithmName(name) {
  return canonical(name) === name && entryOf(name) !== void 0;
}
function isHeuristicName(name) {
  return isAlgorithmName(name) && entryOf(name).kind === "heuristic";
}
function algorithmInfo(algorithm) {
  const name = isAlgorithmName(algorithm) ? algorithm : parseAlgorithm(algorithm);
  const { rule, ...entry } = entryOf(name);
  return {
    name,
    ...entry,
    squareOnly: entry.squareOnly ?? false,
    attempts: entry.attempts ?? (rule ? maxAttempts(rule) : 1),
    interleaved: rule ? isStatic(rule, false) : entry.kind === "auto",
    ...rule ? { levels: ["degree", ...rule.levels] } : {},
    ...rule?.orders.kind === "fixed" ? { orders: rule.orders.orders } : {}
  };
}
function ruleOf(algorithm) {
  return entryOf(algorithm)?.rule;
}
function expectedNames(names, families) {
  const patterns2 = families ? ALGORITHM_FAMILIES.map((f) => f.pattern) : [];
  return `expected one of ${[...names, ...patterns2].join(", ")}`;
}
function parseAlgorithm(text, accept = () => true) {
  const name = canonical(String(text).trim().toLowerCase());
  const listed = ALGORITHMS.filter((a) => accept(algorithmInfo(a)));
  const families = ALGORITHM_FAMILIES.some((f) => accept(algorithmInfo(f.example)));
  const family = ALGORITHM_FAMILIES.find((f) => name.startsWith(f.prefix));
  if (family && families && !Object.hasOwn(INFO, name)) {
    const digits = name.slice(family.prefix.length);
    if (!isMoveOrder(digits)) {
      throw new KnightsTourError(
        `malformed order ${quote(String(text))}: an order is the 8 moves 1..8, each once, highest priority first (e.g. ${family.example})`
      );
    }
  }
  const entry = entryOf(name);
  if (entry && accept(algorithmInfo(name))) return name;
  throw new KnightsTourError(
    `unknown algorithm ${quote(String(text))}${didYouMean(name, listed)} (${expectedNames(listed, families)})`
  );
}
function fitsBoard(algorithm, board) {
  const info3 = algorithmInfo(algorithm);
  if (info3.dimensions === 3) return true;
  return board.depth === 1 && (!info3.squareOnly || board.width === board.height);
}
function checkFitsBoard(algorithm, board) {
  if (fitsBoard(algorithm, board)) return;
  if (board.depth === 1) {
    throw new KnightsTourError(`${algorithm} runs on square boards only, not ${boardName(board)}`);
  }
  throw new KnightsTourError(
    `${algorithm} runs on 2-D boards only; on ${boardName(board)} use ${orList([...HEURISTICS_3D].reverse())}`
  );
}
function defaultHeuristic(board) {
  return board.depth === 1 ? "octaml16" : "octaml16-3d";
}
function checkSeed(algorithm, seed) {
  if (!algorithmInfo(algorithm).seed) {
    const seeded = ALGORITHMS.filter((a) => INFO[a].seed);
    throw new KnightsTourError(`a seed only applies to ${orList(seeded)}, not ${algorithm}`);
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new KnightsTourError(
      `seed must be an integer from 0 to ${MAX_SEED}, got ${String(seed)}`
    );
  }
}

// ../../packages/core/src/search/exists.ts
function closedToursExist(board) {
  const m = Math.min(board.width, board.height);
  const n = Math.max(board.width, board.height);
  if (m % 2 === 1 && n % 2 === 1) return false;
  if (m === 1 || m === 2 || m === 4) return false;
  return !(m === 3 && (n === 4 || n === 6 || n === 8));
}

// ../../packages/core/src/engine/random.ts
var SeededRandom = class {
  state;
  constructor(seed) {
    this.state = seed >>> 0;
  }
  /** The next number in [0, 1). */
  next = () => {
    this.state = nextState(this.state);
    return randomValue(this.state);
  };
};
function nextState(state) {
  return state + 1831565813 >>> 0;
}
function randomValue(state) {
  let t = state;
  t = Math.imul(t ^ t >>> 15, t | 1);
  t ^= t + Math.imul(t ^ t >>> 7, t | 61);
  return ((t ^ t >>> 14) >>> 0) / 4294967296;
}

// ../../packages/core/src/engine/ranking.ts
function patternSpace(g, name) {
  if (name === "corner-edge") return cornerEdgeSpace(g);
  const key = `space/${name}`;
  const cached = g.cache.get(key);
  if (cached) return cached;
  const space = name === "plain" ? { pattern: new Uint8Array(g.size), levels: new Uint8Array(8), count: 1 } : rothSpace(g, name === "roth-half-up" ? "half-up" : "half-even");
  g.cache.set(key, space);
  return space;
}
function orderRanking(g, space, order, cache = true) {
  const key = `${space}/${order}`;
  const cached = g.cache.get(key);
  if (cached) return cached;
  const table2 = buildRankTable(patternSpace(g, space), orderPositions(order));
  if (cache) g.cache.set(key, table2);
  return table2;
}
var DIRECTIONS = (() => {
  const out = /* @__PURE__ */ new Map();
  const gcd = (p, q) => q === 0 ? Math.abs(p) : gcd(q, p % q);
  for (const [dx1, dy1] of MOVES) {
    for (const [dx2, dy2] of MOVES) {
      let a = dx1 - dx2;
      let b = dy1 - dy2;
      if (a === 0 && b === 0) continue;
      const d = gcd(a, b);
      a /= d;
      b /= d;
      if (a < 0 || a === 0 && b < 0) [a, b] = [-a, -b];
      out.set(`${a},${b}`, [a, b]);
    }
  }
  return [...out.values()];
})();
function rothSpace(g, rounding) {
  const { width: w, height: h } = g.board;
  const [ex, ey] = rothDestination(g.board, rounding);
  const pattern = new Uint8Array(g.size);
  const ids = /* @__PURE__ */ new Map();
  const known = /* @__PURE__ */ new Map();
  const levels = [];
  const values = new Array(8);
  const classify2 = (x, y) => {
    const X = 2 * x - ex;
    const Y = 2 * y - ey;
    let signs = 0;
    for (const [a, b] of DIRECTIONS) signs = signs * 3 + Math.sign(X * a + Y * b) + 1;
    const seen = known.get(signs);
    if (seen !== void 0) return seen;
    for (let k = 0; k < 8; k++) values[k] = X * MOVES[k][0] + Y * MOVES[k][1];
    const distinct = [...new Set(values)].sort((p, q) => q - p);
    let word = 0;
    for (let k = 0; k < 8; k++) word = word * 16 + distinct.indexOf(values[k]);
    let id = ids.get(word);
    if (id === void 0) {
      id = ids.size;
      if (id >= MAX_PATTERNS) throw new Error(`more than ${MAX_PATTERNS} Roth patterns`);
      ids.set(word, id);
      for (let k = 7; k >= 0; k--) levels.push(Math.floor(word / 16 ** k) % 16);
    }
    known.set(signs, id);
    return id;
  };
  for (let y = 0; y < h; y++) {
    const Y = 2 * y - ey;
    const cuts = /* @__PURE__ */ new Set([0, w]);
    for (const [a, b] of DIRECTIONS) {
      if (a === 0) continue;
      const x = Math.floor((ex * a - Y * b) / (2 * a));
      if (x > 0 && x < w) cuts.add(x);
      if (x + 1 > 0 && x + 1 < w) cuts.add(x + 1);
    }
    const sorted = [...cuts].sort((a, b) => a - b);
    const row2 = (y + PAD) * g.stride + PAD;
    for (let i = 0; i + 1 < sorted.length; i++) {
      pattern.fill(classify2(sorted[i], y), row2 + sorted[i], row2 + sorted[i + 1]);
    }
  }
  return { pattern, levels: Uint8Array.from(levels), count: ids.size };
}

// ../../packages/core/src/engine/rule-walk.ts
var UNVISITED_BELOW = 16;
var RuleWalker = class {
  geometry;
  degree;
  constructor(geometry) {
    this.geometry = geometry;
    this.degree = new Uint8Array(geometry.size);
  }
  /**
   * One attempt from `setup.start`: writes the visited padded cells to `path` and returns how
   * many were visited. Per step: mark the cell visited and decrement its neighbours, switch
   * the order if the cell is the next switch square, stop (closed walks) if the start has no
   * unvisited neighbour left, then move to the candidate of the smallest key — degree, Pohl's
   * sum, then rank — or, with random ties, draw among the candidates tied on the key before
   * the rank by reservoir sampling in move order (a draw for every candidate that ties the
   * best seen so far). Pohl's sums are computed only for candidates tied on the degree.
   */
  walk(setup, path) {
    const g = this.geometry;
    const deg = this.degree;
    deg.set(g.degrees);
    const off = g.offsets;
    const total = g.board.width * g.board.height;
    const { start, pohl, random, switchCells, rankings, closedAbort } = setup;
    let table2 = setup.ranking;
    let pattern = table2.pattern;
    let ranks = table2.ranks;
    let moves = table2.moves;
    let switchAt = switchCells && switchCells.length > 0 ? switchCells[0] : -1;
    let row2 = 0;
    const startDone = closedAbort ? BLOCKED - g.degrees[start] : -1;
    const o0 = off[0];
    const o1 = off[1];
    const o2 = off[2];
    const o3 = off[3];
    const o4 = off[4];
    const o5 = off[5];
    const o6 = off[6];
    const o7 = off[7];
    let cur = start;
    let len = 0;
    for (; ; ) {
      path[len++] = cur;
      deg[cur] = BLOCKED;
      const d0 = deg[cur + o0] - 1;
      deg[cur + o0] = d0;
      const d1 = deg[cur + o1] - 1;
      deg[cur + o1] = d1;
      const d2 = deg[cur + o2] - 1;
      deg[cur + o2] = d2;
      const d3 = deg[cur + o3] - 1;
      deg[cur + o3] = d3;
      const d4 = deg[cur + o4] - 1;
      deg[cur + o4] = d4;
      const d5 = deg[cur + o5] - 1;
      deg[cur + o5] = d5;
      const d6 = deg[cur + o6] - 1;
      deg[cur + o6] = d6;
      const d7 = deg[cur + o7] - 1;
      deg[cur + o7] = d7;
      if (cur === switchAt) {
        row2++;
        table2 = rankings[row2];
        pattern = table2.pattern;
        ranks = table2.ranks;
        moves = table2.moves;
        switchAt = row2 < switchCells.length ? switchCells[row2] : -1;
      }
      if (len === total || deg[start] === startDone) return len;
      let next = -1;
      if (random) {
        next = drawn(deg, off, cur, pohl, random);
      } else {
        const p = pattern[cur];
        const w = ranks[p];
        const k0 = d0 << 3 | w & 7;
        const k1 = d1 << 3 | w >>> 3 & 7;
        const k2 = d2 << 3 | w >>> 6 & 7;
        const k3 = d3 << 3 | w >>> 9 & 7;
        const k4 = d4 << 3 | w >>> 12 & 7;
        const k5 = d5 << 3 | w >>> 15 & 7;
        const k6 = d6 << 3 | w >>> 18 & 7;
        const k7 = d7 << 3 | w >>> 21;
        let m = k0 - k1 | 0;
        const a = k1 + (m & m >> 31) | 0;
        m = k2 - k3 | 0;
        const b = k3 + (m & m >> 31) | 0;
        m = k4 - k5 | 0;
        const c = k5 + (m & m >> 31) | 0;
        m = k6 - k7 | 0;
        const e = k7 + (m & m >> 31) | 0;
        m = a - b | 0;
        const ab = b + (m & m >> 31) | 0;
        m = c - e | 0;
        const ce = e + (m & m >> 31) | 0;
        m = ab - ce | 0;
        let best = ce + (m & m >> 31) | 0;
        if (best >= NO_CANDIDATE) return len;
        if (pohl) best = pohlChoice(deg, off, cur, best >>> 3, w);
        next = cur + off[moves[p] >>> (best & 7) * 3 & 7];
      }
      if (next < 0) return len;
      cur = next;
    }
  }
};
function neighbourSum(deg, off, cell) {
  let sum = 0;
  for (let j = 0; j < 8; j++) {
    const v = deg[cell + off[j]];
    if (v < UNVISITED_BELOW) sum += v;
  }
  return sum;
}
function pohlChoice(deg, off, cur, least, w) {
  let best = Number.MAX_SAFE_INTEGER;
  let rank = 0;
  for (let k = 0; k < 8; k++) {
    const cell = cur + off[k];
    if (deg[cell] !== least) continue;
    const r = w >>> 3 * k & 7;
    const key = neighbourSum(deg, off, cell) * 8 + r;
    if (key < best) {
      best = key;
      rank = r;
    }
  }
  return least << 3 | rank;
}
function drawn(deg, off, cur, pohl, random) {
  let state = random.state;
  let chosen = -1;
  let bestDeg = UNVISITED_BELOW;
  let bestSum = -1;
  let ties = 0;
  for (let k = 0; k < 8; k++) {
    const cell = cur + off[k];
    const d = deg[cell];
    if (d > bestDeg || d >= UNVISITED_BELOW) continue;
    if (d < bestDeg) {
      bestDeg = d;
      bestSum = -1;
      chosen = cell;
      ties = 1;
      continue;
    }
    if (pohl) {
      if (bestSum < 0) bestSum = neighbourSum(deg, off, chosen);
      const sum = neighbourSum(deg, off, cell);
      if (sum > bestSum) continue;
      if (sum < bestSum) {
        bestSum = sum;
        chosen = cell;
        ties = 1;
        continue;
      }
    }
    state = nextState(state);
    if (randomValue(state) * ++ties < 1) chosen = cell;
  }
  random.state = state;
  return chosen;
}

// ../../packages/core/src/engine/walk.ts
var Walker = class {
  geometry;
  degree;
  constructor(geometry) {
    this.geometry = geometry;
    this.degree = new Uint8Array(geometry.size);
  }
  /**
   * One attempt of the greedy walk of SPEC §4 from padded cell `start`, choosing by
   * (a) degree, then the static rank of `table` (whatever static levels it sorts by:
   * corner/edge distances, Roth's distance, then its move order). Writes visited cells to
   * `path` and returns how many were visited.
   */
  walk(start, table2, path) {
    const deg = this.degree;
    deg.set(this.geometry.degrees);
    return walkFrom(
      deg,
      table2.pattern,
      table2.ranks,
      table2.moves,
      this.geometry.offsets,
      start,
      path
    );
  }
};
function walkFrom(deg, pattern, ranks, moves, off, start, path) {
  const blocked = BLOCKED;
  const none2 = NO_CANDIDATE;
  const o0 = off[0];
  const o1 = off[1];
  const o2 = off[2];
  const o3 = off[3];
  const o4 = off[4];
  const o5 = off[5];
  const o6 = off[6];
  const o7 = off[7];
  let cur = start;
  let len = 0;
  for (; ; ) {
    path[len] = cur;
    len = len + 1 | 0;
    deg[cur] = blocked;
    const p = pattern[cur];
    const w = ranks[p];
    let i = cur + o0 | 0;
    let d = deg[i] - 1;
    deg[i] = d;
    const k0 = d << 3 | w & 7;
    i = cur + o1 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k1 = d << 3 | w >>> 3 & 7;
    i = cur + o2 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k2 = d << 3 | w >>> 6 & 7;
    i = cur + o3 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k3 = d << 3 | w >>> 9 & 7;
    i = cur + o4 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k4 = d << 3 | w >>> 12 & 7;
    i = cur + o5 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k5 = d << 3 | w >>> 15 & 7;
    i = cur + o6 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k6 = d << 3 | w >>> 18 & 7;
    i = cur + o7 | 0;
    d = deg[i] - 1;
    deg[i] = d;
    const k7 = d << 3 | w >>> 21;
    let m = k0 - k1 | 0;
    const a = k1 + (m & m >> 31) | 0;
    m = k2 - k3 | 0;
    const b = k3 + (m & m >> 31) | 0;
    m = k4 - k5 | 0;
    const c = k5 + (m & m >> 31) | 0;
    m = k6 - k7 | 0;
    const e = k7 + (m & m >> 31) | 0;
    m = a - b | 0;
    const ab = b + (m & m >> 31) | 0;
    m = c - e | 0;
    const ce = e + (m & m >> 31) | 0;
    m = ab - ce | 0;
    const best = ce + (m & m >> 31) | 0;
    if (best >= none2) return len;
    cur = cur + off[moves[p] >>> (best & 7) * 3 & 7] | 0;
  }
}

// ../../packages/core/src/engine/attempts.ts
var RuleEngine = class {
  geometry;
  lean;
  general;
  constructor(geometry) {
    this.geometry = geometry;
    this.lean = new Walker(geometry);
  }
  /** The rank table of an attempt's order in force (the first one for switching). */
  ranking(rule, order) {
    return orderRanking(this.geometry, spaceOf(rule), order ?? MOVE_NUMBER_ORDER);
  }
  /** Walks one attempt into `path` (padded cells); returns its length. */
  walkAttempt(rule, plan, random, path) {
    const g = this.geometry;
    const start = cellOf(g, plan.x, plan.y);
    const seeded = random !== void 0;
    if (isStatic(rule, seeded)) return this.lean.walk(start, this.ranking(rule, plan.order), path);
    const levels = levelsOf(rule, seeded);
    const schedule = plan.schedule;
    this.general ??= new RuleWalker(g);
    return this.general.walk(
      {
        start,
        ranking: this.ranking(rule, plan.order),
        pohl: levels.includes("pohl"),
        random: levels.includes("random") ? random : void 0,
        switchCells: schedule ? Int32Array.from(
          schedule.switches,
          ([x, y]) => x >= 0 && y >= 0 && x < g.board.width && y < g.board.height ? cellOf(g, x, y) : -1
        ) : void 0,
        rankings: schedule?.orders.map((order) => this.ranking(rule, order)),
        closedAbort: rule.closed !== void 0
      },
      path
    );
  }
  /**
   * Every attempt of `rule` from `(x, y)` until one is complete. `seed` makes a `ties` rule
   * random (an `always` rule is random with seed 0 when none is given); `closedPossible`
   * false limits a closed-walk rule to one attempt (the board has no closed tour).
   */
  run(rule, x, y, seed, path, closedPossible = true) {
    const total = this.geometry.board.width * this.geometry.board.height;
    const random = randomFor(rule, seed);
    const limit = rule.closed && !closedPossible ? 1 : maxAttempts(rule);
    let best = -1;
    let reported = 0;
    let plan;
    let randomState;
    let walked = 0;
    let attempts = 0;
    let complete = false;
    for (const attempt of planAttempts(rule, this.geometry.board, x, y, random?.next, limit)) {
      const state = random?.state;
      const length = this.walkAttempt(rule, attempt, random, path);
      walked += length;
      complete = length === total;
      if (complete || (rule.closed ? attempts === 0 : length > best)) {
        best = length;
        reported = attempts;
        plan = attempt;
        randomState = state;
      }
      attempts++;
      if (complete) break;
    }
    return {
      complete,
      attempts,
      length: best,
      walked,
      reported,
      plan,
      randomState,
      inBuffer: reported === attempts - 1
    };
  }
  /** Walks the reported attempt of `outcome` into `path` again (walks are reproducible). */
  replay(rule, outcome, seed, path) {
    const random = randomFor(rule, seed);
    if (random && outcome.randomState !== void 0) random.state = outcome.randomState;
    this.walkAttempt(rule, outcome.plan, random, path);
  }
};
function randomFor(rule, seed) {
  if (rule.seed === "always") return new SeededRandom(seed ?? 0);
  if (rule.seed === "ties" && seed !== void 0) return new SeededRandom(seed);
  return void 0;
}

// ../../packages/core/src/engine/sweep-kernel.generated.ts
var SWEEP_KERNEL_LAYOUT = {
  RECORDS: 0,
  RECORD_BYTES: 32,
  MAX_LANES: 16,
  RECORD_CELL: 0,
  RECORD_TABLE: 4,
  RECORD_BORN: 8,
  RECORD_PATTERN: 12,
  RECORD_PATH: 16,
  WINDOW_ABOVE_2: 512,
  WINDOW_ABOVE_1: 516,
  WINDOW_BELOW_1: 520,
  WINDOW_BELOW_2: 524,
  ROUND: 528,
  BUDGET: 540,
  OFFSETS: 544,
  RANK_BYTES: 32,
  DEGREES: 1024,
  SLACK: 64,
  MIN_STRIDE: 9,
  BLOCKED: 64,
  NO_MOVE_KEY: 14336,
  KEY_RANK_SHIFT: 5,
  KEY_MOVE_SHIFT: 2,
  KEY_MOVE_MASK: 28
};
var SWEEP_KERNEL_WASM = /* @__PURE__ */ new Uint8Array([
  0,
  97,
  115,
  109,
  1,
  0,
  0,
  0,
  1,
  8,
  1,
  96,
  3,
  127,
  127,
  127,
  1,
  127,
  2,
  15,
  1,
  3,
  101,
  110,
  118,
  6,
  109,
  101,
  109,
  111,
  114,
  121,
  2,
  0,
  1,
  3,
  2,
  1,
  0,
  7,
  8,
  1,
  4,
  119,
  97,
  108,
  107,
  0,
  0,
  10,
  195,
  90,
  1,
  192,
  90,
  3,
  7,
  127,
  3,
  123,
  2,
  127,
  65,
  128,
  4,
  40,
  2,
  0,
  33,
  6,
  65,
  132,
  4,
  40,
  2,
  0,
  33,
  7,
  65,
  136,
  4,
  40,
  2,
  0,
  33,
  8,
  65,
  140,
  4,
  40,
  2,
  0,
  33,
  9,
  65,
  156,
  4,
  32,
  1,
  54,
  2,
  0,
  65,
  16,
  32,
  0,
  107,
  33,
  3,
  32,
  2,
  65,
  0,
  71,
  33,
  2,
  32,
  2,
  65,
  0,
  70,
  4,
  64,
  3,
  64,
  65,
  156,
  4,
  40,
  2,
  0,
  65,
  1,
  107,
  33,
  1,
  65,
  156,
  4,
  32,
  1,
  54,
  2,
  0,
  32,
  1,
  69,
  4,
  64,
  65,
  127,
  15,
  11,
  65,
  144,
  4,
  65,
  144,
  4,
  40,
  2,
  0,
  65,
  1,
  106,
  54,
  2,
  0,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  32,
  3,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  11,
  65,
  224,
  3,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  228,
  3,
  40,
  2,
  0,
  32,
  4,
  65,
  236,
  3,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  15,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  224,
  3,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  240,
  3,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  240,
  3,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  192,
  3,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  196,
  3,
  40,
  2,
  0,
  32,
  4,
  65,
  204,
  3,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  14,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  192,
  3,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  208,
  3,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  208,
  3,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  160,
  3,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  164,
  3,
  40,
  2,
  0,
  32,
  4,
  65,
  172,
  3,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  13,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  160,
  3,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  176,
  3,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  176,
  3,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  128,
  3,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  132,
  3,
  40,
  2,
  0,
  32,
  4,
  65,
  140,
  3,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  12,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  128,
  3,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  144,
  3,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  144,
  3,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  224,
  2,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  228,
  2,
  40,
  2,
  0,
  32,
  4,
  65,
  236,
  2,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  11,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  224,
  2,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  240,
  2,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  240,
  2,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  192,
  2,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  196,
  2,
  40,
  2,
  0,
  32,
  4,
  65,
  204,
  2,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  10,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  192,
  2,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  208,
  2,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  208,
  2,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  160,
  2,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  164,
  2,
  40,
  2,
  0,
  32,
  4,
  65,
  172,
  2,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  9,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  160,
  2,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  176,
  2,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  176,
  2,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  128,
  2,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  132,
  2,
  40,
  2,
  0,
  32,
  4,
  65,
  140,
  2,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  8,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  128,
  2,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  144,
  2,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  144,
  2,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  224,
  1,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  228,
  1,
  40,
  2,
  0,
  32,
  4,
  65,
  236,
  1,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  7,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  224,
  1,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  240,
  1,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  240,
  1,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  192,
  1,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  196,
  1,
  40,
  2,
  0,
  32,
  4,
  65,
  204,
  1,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  6,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  192,
  1,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  208,
  1,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  208,
  1,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  160,
  1,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  164,
  1,
  40,
  2,
  0,
  32,
  4,
  65,
  172,
  1,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  5,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  160,
  1,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  176,
  1,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  176,
  1,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  128,
  1,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  132,
  1,
  40,
  2,
  0,
  32,
  4,
  65,
  140,
  1,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  4,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  128,
  1,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  144,
  1,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  144,
  1,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  224,
  0,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  228,
  0,
  40,
  2,
  0,
  32,
  4,
  65,
  236,
  0,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  3,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  224,
  0,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  240,
  0,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  240,
  0,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  192,
  0,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  196,
  0,
  40,
  2,
  0,
  32,
  4,
  65,
  204,
  0,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  2,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  192,
  0,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  208,
  0,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  208,
  0,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  32,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  36,
  40,
  2,
  0,
  32,
  4,
  65,
  44,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  1,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  32,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  48,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  48,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  0,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  4,
  40,
  2,
  0,
  32,
  4,
  65,
  12,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  0,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  0,
  4,
  64,
  65,
  16,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  16,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  12,
  0,
  11,
  11,
  32,
  2,
  65,
  1,
  70,
  4,
  64,
  3,
  64,
  65,
  156,
  4,
  40,
  2,
  0,
  65,
  1,
  107,
  33,
  1,
  65,
  156,
  4,
  32,
  1,
  54,
  2,
  0,
  32,
  1,
  69,
  4,
  64,
  65,
  127,
  15,
  11,
  65,
  144,
  4,
  65,
  144,
  4,
  40,
  2,
  0,
  65,
  1,
  106,
  54,
  2,
  0,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  2,
  64,
  32,
  3,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  11,
  65,
  224,
  3,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  228,
  3,
  40,
  2,
  0,
  32,
  4,
  65,
  236,
  3,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  15,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  224,
  3,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  240,
  3,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  240,
  3,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  192,
  3,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  196,
  3,
  40,
  2,
  0,
  32,
  4,
  65,
  204,
  3,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  14,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  192,
  3,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  208,
  3,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  208,
  3,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  160,
  3,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  164,
  3,
  40,
  2,
  0,
  32,
  4,
  65,
  172,
  3,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  13,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  160,
  3,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  176,
  3,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  176,
  3,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  128,
  3,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  132,
  3,
  40,
  2,
  0,
  32,
  4,
  65,
  140,
  3,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  12,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  128,
  3,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  144,
  3,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  144,
  3,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  224,
  2,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  228,
  2,
  40,
  2,
  0,
  32,
  4,
  65,
  236,
  2,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  11,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  224,
  2,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  240,
  2,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  240,
  2,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  192,
  2,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  196,
  2,
  40,
  2,
  0,
  32,
  4,
  65,
  204,
  2,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  10,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  192,
  2,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  208,
  2,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  208,
  2,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  160,
  2,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  164,
  2,
  40,
  2,
  0,
  32,
  4,
  65,
  172,
  2,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  9,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  160,
  2,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  176,
  2,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  176,
  2,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  128,
  2,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  132,
  2,
  40,
  2,
  0,
  32,
  4,
  65,
  140,
  2,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  8,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  128,
  2,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  144,
  2,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  144,
  2,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  224,
  1,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  228,
  1,
  40,
  2,
  0,
  32,
  4,
  65,
  236,
  1,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  7,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  224,
  1,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  240,
  1,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  240,
  1,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  192,
  1,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  196,
  1,
  40,
  2,
  0,
  32,
  4,
  65,
  204,
  1,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  6,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  192,
  1,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  208,
  1,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  208,
  1,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  160,
  1,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  164,
  1,
  40,
  2,
  0,
  32,
  4,
  65,
  172,
  1,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  5,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  160,
  1,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  176,
  1,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  176,
  1,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  128,
  1,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  132,
  1,
  40,
  2,
  0,
  32,
  4,
  65,
  140,
  1,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  4,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  128,
  1,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  144,
  1,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  144,
  1,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  224,
  0,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  228,
  0,
  40,
  2,
  0,
  32,
  4,
  65,
  236,
  0,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  3,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  224,
  0,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  240,
  0,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  240,
  0,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  192,
  0,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  196,
  0,
  40,
  2,
  0,
  32,
  4,
  65,
  204,
  0,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  2,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  192,
  0,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  208,
  0,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  208,
  0,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  32,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  36,
  40,
  2,
  0,
  32,
  4,
  65,
  44,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  1,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  32,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  48,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  48,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  11,
  65,
  0,
  40,
  2,
  0,
  33,
  4,
  32,
  4,
  65,
  192,
  0,
  58,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  4,
  32,
  6,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  10,
  32,
  4,
  32,
  8,
  106,
  32,
  4,
  32,
  9,
  106,
  253,
  93,
  3,
  0,
  253,
  87,
  3,
  0,
  1,
  253,
  12,
  1,
  0,
  1,
  0,
  0,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  1,
  0,
  0,
  0,
  253,
  113,
  33,
  11,
  32,
  4,
  32,
  6,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  7,
  106,
  32,
  10,
  253,
  91,
  3,
  0,
  1,
  32,
  4,
  32,
  9,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  0,
  32,
  4,
  32,
  8,
  106,
  32,
  11,
  253,
  91,
  3,
  0,
  1,
  65,
  4,
  40,
  2,
  0,
  32,
  4,
  65,
  12,
  40,
  2,
  0,
  106,
  45,
  0,
  0,
  65,
  5,
  116,
  106,
  33,
  13,
  32,
  10,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  0,
  253,
  80,
  32,
  11,
  65,
  8,
  253,
  139,
  1,
  32,
  13,
  253,
  0,
  4,
  16,
  253,
  80,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  8,
  9,
  10,
  11,
  12,
  13,
  14,
  15,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  32,
  12,
  253,
  13,
  4,
  5,
  6,
  7,
  0,
  1,
  2,
  3,
  12,
  13,
  14,
  15,
  8,
  9,
  10,
  11,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  32,
  12,
  65,
  16,
  253,
  173,
  1,
  253,
  151,
  1,
  33,
  12,
  32,
  12,
  253,
  25,
  0,
  33,
  14,
  32,
  14,
  65,
  128,
  240,
  0,
  79,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  14,
  65,
  28,
  113,
  33,
  14,
  65,
  0,
  32,
  4,
  32,
  14,
  40,
  2,
  160,
  4,
  106,
  54,
  2,
  0,
  65,
  1,
  4,
  64,
  65,
  16,
  40,
  2,
  0,
  33,
  5,
  32,
  5,
  32,
  14,
  65,
  2,
  118,
  58,
  0,
  0,
  65,
  16,
  32,
  5,
  65,
  1,
  106,
  54,
  2,
  0,
  11,
  12,
  0,
  11,
  11,
  65,
  127,
  11
]);

// ../../packages/core/src/engine/wasm.ts
var wasmApi = globalThis.WebAssembly;

// ../../packages/core/src/engine/interleave.ts
var DEFAULT_LANES = 8;
var MAX_LANES = SWEEP_KERNEL_LAYOUT.MAX_LANES;
var ROUND_BUDGET = 1 << 16;
var MAX_MEMORY = 2 ** 31 - 65536;
function emptyOutcome(n) {
  return {
    length: new Int32Array(n),
    attempts: new Int32Array(n),
    reported: new Int32Array(n),
    walked: new Float64Array(n)
  };
}
function walkOfSquares(squares) {
  return { moves: void 0, squares: () => squares };
}
function walkOfMoves(start, moves, width) {
  return {
    moves,
    squares: () => {
      const offsets = moveOffsets(width);
      const squares = new Int32Array(moves.length + 1);
      squares[0] = start;
      for (let k = 0; k < moves.length; k++) squares[k + 1] = squares[k] + offsets[moves[k]];
      return squares;
    }
  };
}
var align = (value, to) => Math.ceil(value / to) * to;
var L = SWEEP_KERNEL_LAYOUT;
var RECORD_WORDS = L.RECORD_BYTES >> 2;
var CELL = L.RECORD_CELL >> 2;
var TABLE = L.RECORD_TABLE >> 2;
var BORN = L.RECORD_BORN >> 2;
var PATTERN = L.RECORD_PATTERN >> 2;
var PATH = L.RECORD_PATH >> 2;
function layoutFor(g, lanes, keepPaths) {
  const region = align(g.size, 64);
  const template = L.DEGREES + lanes * region;
  const paths = template + region;
  const pathBytes = keepPaths ? align(g.board.width * g.board.height, 64) : 0;
  const data = align(paths + lanes * pathBytes + L.SLACK, 64);
  return {
    lanes,
    region,
    template,
    paths,
    pathBytes,
    data,
    bytes: data + region + 16 * MAX_PATTERNS * L.RANK_BYTES
  };
}
var WINDOW_LANES = [1, 2, -1, -1, 0, -1, 3, -1, 6, 5, -1, -1, 7, -1, 4, -1];
var kernelModule;
var kernelFailed = false;
var SMALL_MEMORY = 64 * 1024 * 1024;
var WasmLanes = class {
  constructor(geometry, layout) {
    this.geometry = geometry;
    this.layout = layout;
    const api = wasmApi;
    if (!api) throw new Error("WebAssembly is not available");
    const pages = Math.ceil(layout.bytes / 65536);
    kernelModule ??= new api.Module(SWEEP_KERNEL_WASM);
    this.memory = new api.Memory({ initial: pages, maximum: MAX_MEMORY / 65536 });
    const instance = new api.Instance(kernelModule, { env: { memory: this.memory } });
    this.walk = instance.exports.walk;
    this.u8 = new Uint8Array(this.memory.buffer);
    this.i32 = new Int32Array(this.memory.buffer);
    this.dataEnd = layout.data;
    this.u8.set(geometry.degrees, layout.template);
    const s = geometry.stride;
    this.i32[L.WINDOW_ABOVE_2 >> 2] = -2 * s - 1;
    this.i32[L.WINDOW_ABOVE_1 >> 2] = -s - 2;
    this.i32[L.WINDOW_BELOW_1 >> 2] = s - 2;
    this.i32[L.WINDOW_BELOW_2 >> 2] = 2 * s - 1;
    this.i32.set(geometry.offsets, L.OFFSETS >> 2);
  }
  geometry;
  layout;
  u8;
  i32;
  walk;
  memory;
  /** Where each pattern array and each rank table's vectors are placed in the data area. */
  placed = /* @__PURE__ */ new Map();
  dataEnd;
  /**
   * Places the pattern arrays and rank vectors of `rankings` in the data area (those not
   * placed yet); when they do not fit, the area is emptied and refilled with this batch's
   * alone, and the memory grows if even that does not fit. Returns each table's address.
   */
  place(rankings) {
    const missing = (r) => !this.placed.has(r) || !this.placed.has(r.pattern);
    if (rankings.some(missing)) {
      const need = this.bytesFor(rankings.filter(missing));
      if (this.dataEnd + need > this.u8.length - L.SLACK) {
        this.placed.clear();
        this.dataEnd = this.layout.data;
        this.reserve(this.bytesFor(rankings));
      }
      for (const r of rankings) this.load(r);
    }
    return Int32Array.from(rankings, (r) => this.placed.get(r));
  }
  /** The pattern array of a placed table. */
  patternOf(table2) {
    return this.placed.get(table2.pattern);
  }
  bytesFor(rankings) {
    const patterns2 = new Set(rankings.map((r) => r.pattern));
    let bytes2 = patterns2.size * align(this.geometry.size, 64);
    for (const r of new Set(rankings)) bytes2 += r.ranks.length * L.RANK_BYTES;
    return bytes2;
  }
  /** Grows the memory so that `bytes` more fit after the data placed so far. */
  reserve(bytes2) {
    const want = this.dataEnd + bytes2 + L.SLACK;
    if (want <= this.u8.length) return;
    if (want > MAX_MEMORY) throw new RangeError("the batch needs more memory than the kernel has");
    this.memory.grow(Math.ceil((want - this.u8.length) / 65536));
    this.u8 = new Uint8Array(this.memory.buffer);
    this.i32 = new Int32Array(this.memory.buffer);
  }
  /** Writes a table's rank vectors (and its pattern array, once). */
  load(table2) {
    if (!this.placed.has(table2.pattern)) {
      this.reserve(align(this.geometry.size, 64));
      this.u8.set(table2.pattern, this.dataEnd);
      this.placed.set(table2.pattern, this.dataEnd);
      this.dataEnd += align(this.geometry.size, 64);
    }
    if (this.placed.has(table2)) return;
    const count2 = table2.ranks.length;
    this.reserve(count2 * L.RANK_BYTES);
    const at0 = this.dataEnd;
    const u16 = new Uint16Array(this.u8.buffer);
    for (let p = 0; p < count2; p++) {
      const at = at0 + p * L.RANK_BYTES >> 1;
      u16.fill(65535, at, at + 16);
      WINDOW_LANES.forEach((m, lane) => {
        if (m >= 0)
          u16[at + lane] = table2.rank[p * 8 + m] << L.KEY_RANK_SHIFT | m << L.KEY_MOVE_SHIFT;
      });
    }
    this.placed.set(table2, at0);
    this.dataEnd += count2 * L.RANK_BYTES;
  }
};
function wasmAvailable() {
  return typeof wasmApi?.Module === "function";
}
var InterleavedWalker = class {
  geometry;
  /** Lanes in use: 0 when the JavaScript fallback runs. */
  lanes;
  requested;
  javascript;
  wasm;
  walker;
  path;
  constructor(geometry, options = {}) {
    this.geometry = geometry;
    this.requested = Math.max(1, Math.min(MAX_LANES, Math.floor(options.lanes ?? DEFAULT_LANES)));
    this.javascript = options.javascript === true || geometry.stride < L.MIN_STRIDE;
    this.wasm = this.kernel(false);
    this.lanes = this.wasm ? this.requested : 0;
  }
  /** The WebAssembly kernel for this board (with path buffers or without), if it can run here. */
  kernel(keepPaths) {
    if (this.wasm && (this.wasm.layout.pathBytes > 0 || !keepPaths)) return this.wasm;
    if (this.javascript || kernelFailed || !wasmAvailable()) return void 0;
    const layout = layoutFor(this.geometry, this.requested, keepPaths);
    if (layout.bytes > MAX_MEMORY) return void 0;
    try {
      return new WasmLanes(this.geometry, layout);
    } catch {
      if (layout.bytes <= SMALL_MEMORY) kernelFailed = true;
      return void 0;
    }
  }
  /**
   * Runs every instance of `batch`; returns per-instance arrays. With `onComplete`, every
   * complete walk is also handed to it (in the order the walks end).
   */
  run(batch, onComplete) {
    const n = batch.cells.length;
    const out = emptyOutcome(n);
    const wasm = this.lanes > 0 ? this.kernel(onComplete !== void 0) : void 0;
    if (wasm) {
      this.wasm = wasm;
      this.runWasm(wasm, batch, out, onComplete);
    } else this.runJavaScript(batch, out, onComplete);
    return out;
  }
  runJavaScript(batch, out, onComplete) {
    const g = this.geometry;
    const total = g.board.width * g.board.height;
    this.walker ??= new Walker(g);
    this.path ??= new Int32Array(total);
    const { cells, tables, rankings, attemptsPer } = batch;
    for (let i = 0; i < cells.length; i++) {
      for (let a = 0; a < attemptsPer; a++) {
        const table2 = rankings[tables[i * attemptsPer + a]];
        const length = this.walker.walk(cells[i], table2, this.path);
        if (record(out, i, a, length, total)) {
          if (onComplete) {
            toSquareIndices(g, this.path, total);
            onComplete(i, walkOfSquares(this.path));
          }
          break;
        }
        if (a + 1 === attemptsPer) break;
      }
    }
  }
  runWasm(wasm, batch, out, onComplete) {
    const g = this.geometry;
    const total = g.board.width * g.board.height;
    const { cells, tables, rankings, attemptsPer } = batch;
    const address = wasm.place(rankings);
    const patterns2 = Int32Array.from(rankings, (r) => wasm.patternOf(r));
    const { layout, u8, i32, walk } = wasm;
    const keepPaths = layout.pathBytes > 0;
    const laneInstance = new Int32Array(layout.lanes);
    const laneAttempt = new Int32Array(layout.lanes);
    const round = () => i32[L.ROUND >> 2];
    const rec = (lane) => (L.RECORDS >> 2) + lane * RECORD_WORDS;
    const pathOf = (lane) => layout.paths + lane * layout.pathBytes;
    const regionOf = (lane) => L.DEGREES + lane * layout.region;
    const begin = (lane, i, a) => {
      const start = regionOf(lane);
      const r = rec(lane);
      u8.copyWithin(start, layout.template, layout.template + g.size);
      const table2 = tables[i * attemptsPer + a];
      i32[r + CELL] = start + cells[i];
      i32[r + TABLE] = address[table2];
      i32[r + BORN] = round() + 1;
      i32[r + PATTERN] = patterns2[table2] - start;
      i32[r + PATH] = pathOf(lane);
      laneInstance[lane] = i;
      laneAttempt[lane] = a;
    };
    let next = 0;
    let active = 0;
    while (active < layout.lanes && next < cells.length) begin(active++, next++, 0);
    while (active > 0) {
      const lane = walk(active, ROUND_BUDGET, keepPaths ? 1 : 0);
      if (lane < 0) continue;
      const r = rec(lane);
      for (let j = 0; j < lane; j++) i32[rec(j) + BORN] = i32[rec(j) + BORN] + 1;
      const i = laneInstance[lane];
      const a = laneAttempt[lane];
      const length = round() - i32[r + BORN] + 1 | 0;
      const complete = record(out, i, a, length, total);
      if (complete && onComplete) {
        const moves = u8.subarray(pathOf(lane), pathOf(lane) + total - 1);
        onComplete(i, walkOfMoves(squareIndexOfCell(g, cells[i]), moves, g.board.width));
      }
      if (!complete && a + 1 < attemptsPer) {
        begin(lane, i, a + 1);
      } else if (next < cells.length) {
        begin(lane, next++, 0);
      } else {
        active--;
        if (lane !== active) {
          const from = regionOf(active);
          const to = regionOf(lane);
          const src = rec(active);
          u8.copyWithin(to, from, from + g.size);
          if (keepPaths) {
            const walked = i32[src + PATH] - pathOf(active);
            u8.copyWithin(pathOf(lane), pathOf(active), pathOf(active) + walked);
            i32[r + PATH] = pathOf(lane) + walked;
          }
          i32[r + CELL] = i32[src + CELL] - from + to;
          i32[r + TABLE] = i32[src + TABLE];
          i32[r + BORN] = i32[src + BORN];
          i32[r + PATTERN] = i32[src + PATTERN] + from - to;
          laneInstance[lane] = laneInstance[active];
          laneAttempt[lane] = laneAttempt[active];
        }
      }
    }
  }
};
function record(out, i, a, length, total) {
  out.walked[i] = out.walked[i] + length;
  out.attempts[i] = a + 1;
  if (length > out.length[i]) {
    out.length[i] = length;
    out.reported[i] = a;
  }
  return length === total;
}

// ../../packages/core/src/heuristics.ts
var BoardEngines = class {
  constructor(board, options = {}) {
    this.board = board;
    this.options = options;
  }
  board;
  options;
  plane;
  box;
  /** The engine of an algorithm: the 3-D heuristics run on the box engine (flat boxes too). */
  of(algorithm) {
    if (algorithmInfo(algorithm).dimensions === 3) {
      this.box ??= new BoxEngine(this.board);
      return this.box;
    }
    this.plane ??= new PlaneEngine(this.board, this.options);
    return this.plane;
  }
  /** Walks a checked algorithm from a checked start; `keep` copies the walk out. */
  run(algorithm, start, seed, keep) {
    return this.of(algorithm).run(algorithm, start, seed, keep);
  }
};
var enginesOfRunner = /* @__PURE__ */ new WeakMap();
var HeuristicRunner = class {
  board;
  engines;
  constructor(board, options = {}) {
    this.board = checkBoard(board);
    this.engines = new BoardEngines(this.board, options);
    enginesOfRunner.set(this, this.engines);
  }
  engineOf(algorithm) {
    return this.engines.of(algorithm);
  }
  check(algorithm, seed) {
    const name = isHeuristicName(algorithm) ? algorithm : parseAlgorithm(algorithm, (info3) => info3.kind === "heuristic");
    checkFitsBoard(name, this.board);
    if (seed !== void 0) checkSeed(name, seed);
    return name;
  }
  /** Runs `algorithm` from `start`; the walk stays in an internal buffer (see {@link run}). */
  summarize(algorithm, start, seed) {
    const name = this.check(algorithm, seed);
    const start3 = checkStart(this.board, start);
    const { squares: _, ...summary2 } = this.engineOf(name).run(name, start3, seed, false);
    return summary2;
  }
  /** Runs `algorithm` from `start` and returns the reported walk as flat square indices. */
  run(algorithm, start, seed) {
    const name = this.check(algorithm, seed);
    return this.engineOf(name).run(name, checkStart(this.board, start), seed, true);
  }
  /**
   * Runs `algorithm` from every square of `starts` (the sweep's inner loop): on a 2-D board
   * several walks interleaved in a WebAssembly kernel where available (see `lanes`), each
   * identical to {@link summarize}'s. Returns per-start arrays; `length[i] === ` the board's
   * squares means complete. With `onComplete`, each complete walk is also handed over with the
   * index of its start (valid only during the call): from the kernel as the move of each step
   * (`moves`), otherwise as square indices; `squares()` gives square indices either way.
   * Rules that depend on the walk (Pohl, switching, random ties, Parberry) run one start at a
   * time; `seed` (for the rules that take one) applies to every start.
   */
  summarizeAll(algorithm, starts, onComplete, seed) {
    const name = this.check(algorithm, seed);
    const checked = starts.map((s) => checkStart(this.board, s));
    return this.engineOf(name).summarizeAll(name, checked, onComplete, seed);
  }
  /** Lanes {@link summarizeAll} steps together on a 2-D board; 0 when it runs a JavaScript walker. */
  get lanes() {
    return this.board.depth === 1 ? this.engineOf("octaml16").lanes : 0;
  }
};
var PlaneEngine = class {
  constructor(board, options) {
    this.options = options;
    this.geometry = createGeometry(board);
    this.engine = new RuleEngine(this.geometry);
  }
  options;
  geometry;
  engine;
  interleaved;
  /** The last attempt's walk (padded cells); handed to the caller by {@link run} when complete. */
  path;
  closedPossible;
  buffer() {
    this.path ??= new Int32Array(cellCount(this.geometry.board));
    return this.path;
  }
  /** All attempts from one start; the path buffer holds the reported walk when it was the last. */
  attempts(rule, x, y, seed) {
    this.closedPossible ??= closedToursExist(this.geometry.board);
    return this.engine.run(rule, x, y, seed, this.buffer(), this.closedPossible);
  }
  run(algorithm, [x, y], seed, keep) {
    const g = this.geometry;
    const rule = ruleOf(algorithm);
    const outcome = this.attempts(rule, x, y, seed);
    const variant = outcome.plan.variant;
    const summary2 = {
      complete: outcome.complete,
      attempts: outcome.attempts,
      length: outcome.length,
      walked: outcome.walked,
      ...variant ? { variant } : {}
    };
    if (!keep) return { ...summary2, squares: EMPTY };
    const path = this.buffer();
    if (!outcome.inBuffer) this.engine.replay(rule, outcome, seed, path);
    const length = summary2.length;
    toSquareIndices(g, path, length);
    if (rule.closed && outcome.complete) beginAt(path, y * g.board.width + x);
    let squares;
    if (length === path.length) {
      squares = path;
      this.path = void 0;
    } else {
      squares = path.slice(0, length);
    }
    return { ...summary2, squares };
  }
  summarizeAll(algorithm, starts, onComplete, seed) {
    const rule = ruleOf(algorithm);
    if (isStatic(rule, seed !== void 0)) return this.batch(rule, starts, onComplete);
    const n = starts.length;
    const out = emptyOutcome(n);
    const g = this.geometry;
    starts.forEach(([x, y], i) => {
      const outcome = this.attempts(rule, x, y, seed);
      out.length[i] = outcome.length;
      out.attempts[i] = outcome.attempts;
      out.reported[i] = outcome.reported;
      out.walked[i] = outcome.walked;
      if (outcome.complete && onComplete) {
        const path = this.buffer();
        toSquareIndices(g, path, outcome.length);
        if (rule.closed) beginAt(path, y * g.board.width + x);
        onComplete(i, walkOfSquares(path));
      }
    });
    return out;
  }
  /** A static rule from many starts: every attempt's rank table into one interleaved batch. */
  batch(rule, starts, onComplete) {
    const g = this.geometry;
    const attemptsPer = maxAttempts(rule);
    const cells = new Int32Array(starts.length);
    const tables = new Int32Array(starts.length * attemptsPer);
    const index = /* @__PURE__ */ new Map();
    const planned = /* @__PURE__ */ new Map();
    starts.forEach(([x, y], i) => {
      cells[i] = cellOf(g, x, y);
      const key = planKey(rule, g.board, x, y);
      let ids = planned.get(key);
      if (!ids) {
        const plans = [...planAttempts(rule, g.board, x, y)];
        ids = Int32Array.from(plans, (plan) => {
          const table2 = this.engine.ranking(rule, plan.order);
          if (!index.has(table2)) index.set(table2, index.size);
          return index.get(table2);
        });
        planned.set(key, ids);
      }
      tables.set(ids, i * attemptsPer);
    });
    this.interleaved ??= new InterleavedWalker(g, this.options);
    return this.interleaved.run(
      { cells, tables, rankings: [...index.keys()], attemptsPer },
      onComplete
    );
  }
  get lanes() {
    this.interleaved ??= new InterleavedWalker(this.geometry, this.options);
    return this.interleaved.lanes;
  }
};
function beginAt(squares, square) {
  const i = squares.indexOf(square);
  if (i <= 0) return;
  const head = squares.slice(0, i);
  squares.copyWithin(0, i);
  squares.set(head, squares.length - i);
}
var EMPTY = new Int32Array(0);
var BoxEngine = class {
  runner;
  lanes = 0;
  constructor(board) {
    this.runner = new Runner3d(board);
  }
  run(algorithm, [x, y, z = 0], _seed) {
    const walk = this.runner.run(algorithm, [x, y, z]);
    return {
      complete: walk.complete,
      attempts: walk.attempts,
      length: walk.cells.length,
      walked: walk.walked,
      ...walk.variant && algorithm !== "warnsdorff3d" ? { variant: walk.variant } : {},
      squares: walk.cells
    };
  }
  summarizeAll(algorithm, starts, onComplete) {
    const n = starts.length;
    const out = emptyOutcome(n);
    starts.forEach(([x, y, z = 0], i) => {
      const walk = this.runner.run(algorithm, [x, y, z]);
      out.length[i] = walk.cells.length;
      out.attempts[i] = walk.attempts;
      out.reported[i] = walk.variant ? walk.variant.t + (walk.variant.r === 1 ? 0 : 8) : 0;
      out.walked[i] = walk.walked;
      if (walk.complete && onComplete) onComplete(i, walkOfSquares(walk.cells));
    });
    return out;
  }
};

// ../../packages/core/src/auto.ts
var AUTO_METHODS = [
  "octaml16",
  "closed-blocks",
  "open-blocks",
  "random-warnsdorff",
  "search",
  "parity",
  "theorem"
];

// ../../packages/core/src/board/sizes.ts
var SEP = String.raw`\s*[xX×*]\s*`;
var SIDE = String.raw`(\d+)`;
var SIZE = new RegExp(String.raw`^\s*${SIDE}(?:${SEP}${SIDE}(?:${SEP}${SIDE})?)?\s*$`);
var RANGE = String.raw`(\d+)(?:\s*-\s*(\d+))?`;
var SIZE_ITEM = new RegExp(`^${RANGE}(?:${SEP}${RANGE}(?:${SEP}${RANGE})?)?$`);
var EXAMPLES = "e.g. 8, 8x10 or 6x6x6";
function parseBoardSize(text) {
  if (typeof text !== "string" || text.trim() === "") {
    throw new KnightsTourError(`missing board size: give n, WxH or WxHxD (${EXAMPLES})`);
  }
  const m = SIZE.exec(text);
  if (!m) {
    throw new KnightsTourError(`board size ${quote(text)} is not n, WxH or WxHxD (${EXAMPLES})`);
  }
  const width = Number(m[1]);
  const height = m[2] === void 0 ? width : Number(m[2]);
  const depth = m[3] === void 0 ? 1 : Number(m[3]);
  return createBoard(width, height, depth);
}
var MAX_LISTED_BOARDS = 25e4;
function parseBoardSizes(text, maxSide = MAX_SIDE) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const items = String(text).split(",").map((s) => s.trim());
  if (items.some((s) => s === "")) {
    throw new KnightsTourError(
      `malformed sizes ${quote(String(text))}: expected e.g. 5-80 or 5,7,9-12 or 8x10`
    );
  }
  for (const item of items) {
    const m = SIZE_ITEM.exec(item);
    if (!m) {
      throw new KnightsTourError(
        `malformed sizes ${quote(text)}: ${quote(item)} is not n, a-b, WxH or WxHxD`
      );
    }
    const range = (lo, hi) => {
      const a = Number(lo);
      const b = hi === void 0 ? a : Number(hi);
      if (a < 1 || b > maxSide || a > b) {
        throw new KnightsTourError(
          `malformed sizes ${quote(text)}: ${quote(item)} must be increasing sizes from 1 to ${maxSide}`
        );
      }
      return [a, b];
    };
    const [w0, w1] = range(m[1], m[2]);
    const [h0, h1] = m[3] === void 0 ? [Number.NaN, Number.NaN] : range(m[3], m[4]);
    const [d0, d1] = m[5] === void 0 ? [1, 1] : range(m[5], m[6]);
    const squares = m[3] === void 0;
    const boards = (w1 - w0 + 1) * (squares ? 1 : h1 - h0 + 1) * (d1 - d0 + 1);
    if (out.length + boards > MAX_LISTED_BOARDS) {
      throw new KnightsTourError(
        `sizes ${quote(text)} name more than ${MAX_LISTED_BOARDS.toLocaleString("en-US")} boards: split the sweep`
      );
    }
    let checked = true;
    try {
      createBoard(w1, squares ? w1 : h1, d1);
    } catch {
      checked = false;
    }
    const once = items.length > 1;
    for (let w = w0; w <= w1; w++) {
      for (let h = squares ? w : h0; h <= (squares ? w : h1); h++) {
        for (let d = d0; d <= d1; d++) {
          const board = checked ? { width: w, height: h, depth: d } : createBoard(w, h, d);
          if (once) {
            const key = (w * (MAX_SIDE + 1) + h) * (MAX_SIDE + 1) + d;
            if (seen.has(key)) continue;
            seen.add(key);
          }
          out.push(board);
        }
      }
    }
  }
  return out;
}
function formatBoardSizes(boards) {
  if (boards.some((b) => b.depth > 1)) return formatBlocks(boards);
  const parts = [];
  let i = 0;
  while (i < boards.length) {
    const s = boards[i];
    if (s.width !== s.height) {
      parts.push(boardName(s));
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < boards.length && boards[j + 1].width === boards[j + 1].height && boards[j + 1].width === boards[j].width + 1) {
      j++;
    }
    parts.push(j > i ? `${s.width}-${boards[j].width}` : String(s.width));
    i = j + 1;
  }
  return parts.join(",");
}
function formatBlocks(boards) {
  const parts = [];
  const same2 = (i2, w, h, d) => {
    const s = boards[i2];
    return s !== void 0 && s.width === w && s.height === h && s.depth === d;
  };
  const span = (a, n) => n === 1 ? String(a) : `${a}-${a + n - 1}`;
  let i = 0;
  while (i < boards.length) {
    const { width: w, height: h, depth: d } = boards[i];
    let dn = 1;
    while (same2(i + dn, w, h, d + dn)) dn++;
    const layer = (j, ww, hh) => {
      for (let k = 0; k < dn; k++) if (!same2(j + k, ww, hh, d + k)) return false;
      return true;
    };
    let hn = 1;
    while (layer(i + hn * dn, w, h + hn)) hn++;
    let wn = 1;
    const slab = (j, ww) => {
      for (let m = 0; m < hn; m++) if (!layer(j + m * dn, ww, h + m)) return false;
      return true;
    };
    while (slab(i + wn * hn * dn, w + wn)) wn++;
    parts.push(`${span(w, wn)}x${span(h, hn)}x${span(d, dn)}`);
    i += wn * hn * dn;
  }
  return parts.join(",");
}

// ../../packages/core/src/board/starts.ts
var START_SETS = [
  "all",
  "octant",
  "paper-octant1",
  "paper-quadrant2",
  "corner",
  "fundamental"
];
var BOX_SETS = ["all", "fundamental", "corner"];
function startSetsFor(board) {
  return board.depth === 1 ? START_SETS : BOX_SETS;
}
function isStartSetName(name) {
  return START_SETS.includes(name);
}
function checkStartSet(set, board) {
  const sets = startSetsFor(board);
  if (!isStartSetName(set)) {
    throw new KnightsTourError(
      `unknown start set ${quote(String(set))} (expected one of ${START_SETS.join(", ")})`
    );
  }
  if (!sets.includes(set)) {
    throw new KnightsTourError(
      `start set '${set}' is for 2-D boards; on ${boardName(board)} use ${orList(sets)}`
    );
  }
}
function membership(set, board) {
  const { width: w, height: h } = board;
  const half2 = Math.floor(w / 2);
  switch (set) {
    case "all":
      return () => true;
    case "corner":
      return (x, y, z) => x === 0 && y === 0 && z === 0;
    case "octant":
      if (w !== h) return (x, y) => 2 * x <= w - 1 && 2 * y <= h - 1;
      return (x, y) => octantOf(board, x, y) === 1;
    case "paper-octant1":
      return (x, y) => x < half2 && y <= half2 && x <= y;
    case "paper-quadrant2":
      return (x, y) => x > half2 && y < half2;
    case "fundamental": {
      const group3 = symmetriesOf(board);
      return (x, y, z) => {
        const own = cellIndex(board, x, y, z);
        return !group3.some((g) => {
          const [u, v, t = 0] = g.apply(x, y, z);
          return cellIndex(board, u, v, t) < own;
        });
      };
    }
  }
}
function startSquares(set, board) {
  checkStartSet(set, board);
  const member = membership(set, board);
  const out = [];
  for (let z = 0; z < board.depth; z++) {
    for (let y = 0; y < board.height; y++) {
      for (let x = 0; x < board.width; x++) {
        if (isPossibleStart(board, x, y, z) && member(x, y, z)) out.push(squareOf(board, x, y, z));
      }
    }
  }
  return out;
}
function fixedStarts(g, sides, odd) {
  let even = 1;
  let uneven = 0;
  let seen = 0;
  for (let i = 0; i < sides.length; i++) {
    if (seen & 1 << i) continue;
    let length = 0;
    let flips = 0;
    for (let j = i; !(seen & 1 << j); j = g.axes[j]) {
      seen |= 1 << j;
      length++;
      if (g.flips[j]) flips++;
    }
    const side = sides[i];
    let e;
    if (flips % 2 === 0) e = length % 2 === 0 ? side : Math.ceil(side / 2);
    else if (side % 2 === 0) return 0;
    else e = length * ((side - 1) / 2) % 2 === 0 ? 1 : 0;
    const o = (flips % 2 === 0 ? side : 1) - e;
    const next = even * e + uneven * o;
    uneven = even * o + uneven * e;
    even = next;
  }
  return odd ? even : even + uneven;
}
function countStartSquares(set, board) {
  checkStartSet(set, board);
  const odd = cellCount(board) % 2 === 1;
  if (set === "all") return odd ? (cellCount(board) + 1) / 2 : cellCount(board);
  if (set === "corner") return 1;
  if (set === "fundamental") {
    const group3 = symmetryMaps(board);
    const sides = board.depth === 1 ? [board.width, board.height] : [board.width, board.height, board.depth];
    return group3.reduce((sum, g) => sum + fixedStarts(g, sides, odd), 0) / group3.length;
  }
  const member = membership(set, board);
  let count2 = 0;
  for (let z = 0; z < board.depth; z++) {
    for (let y = 0; y < board.height; y++) {
      for (let x = 0; x < board.width; x++) {
        if (isPossibleStart(board, x, y, z) && member(x, y, z)) count2++;
      }
    }
  }
  return count2;
}

// ../../packages/core/src/explain.ts
var LEVELS = {
  degree: { wins: "smaller", words: "fewest onward moves (Warnsdorff)" },
  corner: { wins: "smaller", words: "nearest a corner (Manhattan distance)" },
  edge: { wins: "smaller", words: "nearest an edge" },
  roth: {
    wins: "larger",
    words: "farthest from Roth’s point near the centre (squared distance, in half squares)"
  },
  pohl: { wins: "smaller", words: "fewest onward moves summed over its own neighbours (Pohl)" },
  order: { wins: "smaller", words: "earliest in the move order in force" },
  random: { wins: "random", words: "drawn at random among those still tied" }
};
function explainWalk(board, algorithm, start, options = {}) {
  const b = checkBoard(board);
  const name = parseAlgorithm(algorithm, (info4) => info4.kind === "heuristic");
  const info3 = algorithmInfo(name);
  const rule = ruleOf(name);
  if (!rule)
    throw new KnightsTourError(
      `only the 2-D heuristics can be explained step by step, not ${name}`
    );
  checkFitsBoard(name, b);
  const [x, y] = checkStart(b, start);
  if (options.seed !== void 0) checkSeed(name, options.seed);
  const g = createGeometry(b);
  const engine = new RuleEngine(g);
  const path = new Int32Array(cellCount(b));
  const outcome = engine.run(rule, x, y, options.seed, path, closedToursExist(b));
  const target = options.attempt ?? outcome.reported + 1;
  if (!Number.isInteger(target) || target < 1 || target > outcome.attempts) {
    throw new KnightsTourError(
      `attempt must be an integer from 1 to ${outcome.attempts} (the attempts ${name} made), got ${String(options.attempt)}`
    );
  }
  const { plan, randomState } = target === outcome.reported + 1 ? outcome : locate(engine, rule, outcome, x, y, options.seed, target, path);
  const seeded = randomFor(rule, options.seed) !== void 0;
  const levels = ["degree", ...levelsOf(rule, seeded)];
  return {
    algorithm: name,
    description: info3.description ?? info3.summary,
    source: info3.source,
    levels: levels.map((level) => ({ name: level, ...LEVELS[level] })),
    attempt: target,
    attempts: outcome.attempts,
    start: [plan.x, plan.y],
    ...plan.order !== void 0 && levels.includes("order") ? { order: plan.order } : {},
    ...plan.variant ? { variant: plan.variant } : {},
    steps: {
      [Symbol.iterator]: () => explainSteps(b, rule, plan, levels, options.seed, randomState)
    }
  };
}
function locate(engine, rule, outcome, x, y, seed, target, path) {
  const random = randomFor(rule, seed);
  let a = 0;
  for (const plan of planAttempts(
    rule,
    engine.geometry.board,
    x,
    y,
    random?.next,
    outcome.attempts
  )) {
    if (++a === target) return { plan, randomState: random?.state };
    engine.walkAttempt(rule, plan, random, path);
  }
  throw new Error("unreachable: the attempt was made");
}
function* explainSteps(board, rule, plan, levels, seed, randomState) {
  const { width: w, height: h } = board;
  const total = w * h;
  const random = randomFor(rule, seed);
  if (random && randomState !== void 0) random.state = randomState;
  const [ex, ey] = rothDestination(board, rule.rounding ?? "half-up");
  const visited = new Uint8Array(total);
  const degree = new Int32Array(total);
  const neighbours = (sx, sy) => {
    const out = [];
    for (const [dx, dy] of MOVES) {
      const tx = sx + dx;
      const ty = sy + dy;
      out.push(tx >= 0 && ty >= 0 && tx < w && ty < h ? ty * w + tx : -1);
    }
    return out;
  };
  for (let s = 0; s < total; s++) {
    degree[s] = neighbours(s % w, Math.floor(s / w)).filter((t) => t >= 0).length;
  }
  const schedule = plan.schedule;
  let row2 = 0;
  let order = plan.order ?? MOVE_NUMBER_ORDER;
  let positions = orderPositions(order);
  const start = plan.y * w + plan.x;
  let cur = start;
  for (let step = 1; ; step++) {
    const cx = cur % w;
    const cy = Math.floor(cur / w);
    visited[cur] = 1;
    for (const t of neighbours(cx, cy)) if (t >= 0) degree[t]--;
    if (schedule && row2 < schedule.switches.length) {
      const [sx, sy] = schedule.switches[row2];
      if (sx === cx && sy === cy) {
        row2++;
        order = schedule.orders[row2];
        positions = orderPositions(order);
      }
    }
    const shown2 = levels.includes("order") ? order : void 0;
    const startClosedIn = rule.closed !== void 0 && neighbours(plan.x, plan.y).every((t) => t < 0 || visited[t] === 1);
    const candidates = [];
    const cells = [];
    if (step < total && !startClosedIn) {
      neighbours(cx, cy).forEach((t, k) => {
        if (t < 0 || visited[t]) return;
        const tx = t % w;
        const ty = Math.floor(t / w);
        const values = levels.map((level) => {
          switch (level) {
            case "degree":
              return degree[t];
            case "corner":
              return cornerDistance(board, tx, ty);
            case "edge":
              return edgeDistance(board, tx, ty);
            case "roth":
              return (2 * tx - ex) ** 2 + (2 * ty - ey) ** 2;
            case "pohl":
              return neighbours(tx, ty).filter((u) => u >= 0 && !visited[u]).reduce((sum, u) => sum + degree[u], 0);
            case "order":
              return positions[k] + 1;
            default:
              return null;
          }
        });
        candidates.push({ square: [tx, ty], move: k + 1, values });
        cells.push(t);
      });
    }
    const chosen = choose(candidates, levels, random?.next);
    const end = step === total ? "complete" : startClosedIn ? "start-closed-in" : "dead-end";
    yield {
      step,
      square: [cx, cy],
      order: shown2,
      candidates,
      chosen,
      decidedBy: chosen < 0 ? void 0 : decider(candidates, levels, chosen),
      ...chosen < 0 ? { end } : {}
    };
    if (chosen < 0) return;
    cur = cells[chosen];
  }
}
function choose(candidates, levels, random) {
  const randomAt = levels.indexOf("random");
  const keyLevels = randomAt < 0 ? levels.length : randomAt;
  const compare = (a, b) => {
    for (let i = 0; i < keyLevels; i++) {
      const sign = LEVELS[levels[i]].wins === "larger" ? -1 : 1;
      const d = (a.values[i] - b.values[i]) * sign;
      if (d !== 0) return d;
    }
    return 0;
  };
  let best = -1;
  let ties = 0;
  candidates.forEach((c, i) => {
    if (best < 0) {
      best = i;
      ties = 1;
      return;
    }
    const d = compare(c, candidates[best]);
    if (d < 0) {
      best = i;
      ties = 1;
    } else if (d === 0 && randomAt >= 0 && random() * ++ties < 1) {
      best = i;
    }
  });
  return best;
}
function decider(candidates, levels, chosen) {
  if (candidates.length === 1) return "only";
  let tied = candidates;
  const c = candidates[chosen];
  for (let i = 0; i < levels.length; i++) {
    if (levels[i] === "random") return "random";
    tied = tied.filter((t) => t.values[i] === c.values[i]);
    if (tied.length === 1) return levels[i];
  }
  return levels[levels.length - 1];
}

// ../../packages/core/src/choice.ts
function valueWords(level, value) {
  switch (level) {
    case "degree":
      return plural(value ?? 0, "onward move");
    case "corner":
      return `corner distance ${value}`;
    case "edge":
      return `edge distance ${value}`;
    case "roth":
      return `distance ${value} from Roth’s point`;
    case "pohl":
      return `Pohl’s sum ${value}`;
    case "order":
      return `priority ${value}`;
    default:
      return "a random draw";
  }
}
var label = (c) => squareLabel([c.square[0], c.square[1]]);
function degrees(candidates) {
  const each = candidates.map((c) => `${label(c)} ${c.values[0]}`);
  const list = each.length === 1 ? each[0] : `${each.slice(0, -1).join(", ")} and ${each[each.length - 1]}`;
  return `${list} onward ${candidates.length === 1 && candidates[0].values[0] === 1 ? "move" : "moves"}`;
}
function versus(levels, step, chosen, other) {
  const at = levels.findIndex(
    (level2, i) => level2 === "random" || chosen.values[i] !== other.values[i]
  );
  if (at < 0) return `${label(chosen)} and ${label(other)} tie on every criterion`;
  const level = levels[at];
  const tie = levels.slice(0, at).map((l, i) => valueWords(l, chosen.values[i])).join(", ");
  const tied = at > 0 ? `both have ${tie}; ` : "";
  if (level === "random") return `${tied}a random draw among the tied picks ${label(chosen)}`;
  const order = level === "order" && step.order ? ` ${step.order}` : "";
  return `${tied}${LEVELS[level].words}${order} decides: ${label(chosen)} ${valueWords(level, chosen.values[at])}, ${label(other)} ${valueWords(level, other.values[at])}`;
}
function among(levels, step, chosen) {
  if (step.decidedBy === "only") return `${label(chosen)} is the only candidate`;
  if (step.decidedBy === "degree") return `${label(chosen)} has the fewest onward moves`;
  const at = levels.indexOf(step.decidedBy);
  const tied = step.candidates.filter(
    (c) => c.values.slice(0, at).every((v, i) => v === chosen.values[i])
  );
  const rival = tied.find((c) => c !== chosen);
  return rival ? versus(levels, step, chosen, rival) : `${label(chosen)} wins`;
}
function explainChoice(board, algorithm, start, step, other, options = {}) {
  const b = checkBoard(board);
  const explanation = explainWalk(b, algorithm, start, options);
  if (!Number.isInteger(step) || step < 2 || step > cellCount(b)) {
    throw new KnightsTourError(
      `step must be an integer from 2 to ${cellCount(b)} (the square chosen after the start), got ${String(step)}`
    );
  }
  const name = explanation.algorithm;
  let at;
  for (const s of explanation.steps) {
    if (s.step === step - 1) {
      at = s;
      break;
    }
  }
  if (!at) {
    throw new KnightsTourError(
      `the ${name} walk from ${squareLabel([...start])} ends before step ${step - 1}`
    );
  }
  const levels = explanation.levels.map((l) => l.name);
  const from = at.square;
  const here = `at step ${step - 1} on ${squareLabel([from[0], from[1]])}`;
  const chosen = at.candidates[at.chosen];
  if (!chosen) {
    const why2 = at.end === "start-closed-in" ? "every square next to its start is visited, so it cannot close its tour and stops" : "no unvisited square is a knight’s move away";
    return { step, from, words: `${here}, ${name} stops: ${why2}` };
  }
  const candidates = at.candidates.length === 1 ? "" : ` (candidates ${degrees(at.candidates)})`;
  const rival = other === void 0 ? void 0 : at.candidates.find((c) => c.square[0] === other[0] && c.square[1] === other[1]);
  const why = other === void 0 || rival === chosen ? among(levels, at, chosen) : !rival ? `${squareLabel([...other])} is not one of its candidates` : versus(levels, at, chosen, rival);
  return {
    step,
    from,
    chosen: chosen.square,
    decidedBy: at.decidedBy,
    words: `${here}, ${name} moves to ${label(chosen)}${candidates}: ${why}`
  };
}

// ../../packages/core/src/describe.ts
function variantLabel(variant) {
  return `r=${variant.r > 0 ? "+1" : "-1"} t=${variant.t}`;
}
function unitOf(board) {
  return board.depth === 1 ? "squares" : "cells";
}
function describeWalk(walk) {
  const name = boardName(walk.board);
  const from = `from ${squareLabel(walk.start)}`;
  const attempts = plural(walk.attempts, "attempt");
  if (walk.complete) {
    const variant = walk.variant ? `, variant ${variantLabel(walk.variant)}` : "";
    const method = walk.method && walk.method !== walk.algorithm ? `, by ${walk.method}` : "";
    return `${walk.algorithm}: ${walk.closed ? "closed" : "open"} tour of ${name} ${from} in ${attempts}${variant}${method}`;
  }
  if (walk.reason) return `${walk.algorithm}: no tour of ${name}: ${walk.reason}`;
  return `${walk.algorithm}: failed on ${name} ${from}: reached ${walk.reached} of ${cellCount(walk.board)} ${unitOf(walk.board)} after ${attempts}`;
}

// ../../packages/core/src/text/duration.ts
function roughDuration(seconds3) {
  const units = [
    ["years", 365.25 * 86400],
    ["days", 86400],
    ["hours", 3600],
    ["minutes", 60]
  ];
  for (const [unit, size2] of units) {
    if (seconds3 >= size2) {
      const v = seconds3 / size2;
      return `${v >= 100 ? v.toExponential(1).replace("e+", "e") : v.toFixed(1)} ${unit}`;
    }
  }
  return `${Math.ceil(seconds3)} seconds`;
}

// src/inputs.ts
import { availableParallelism as availableParallelism3 } from "node:os";
import { resolve as resolve4 } from "node:path";

// ../../packages/files/src/errors.ts
var WORDS = {
  ENOENT: "no such file",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of the path is not a directory",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "read-only file system",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  EFBIG: "file too large (file size limit reached)",
  ENAMETOOLONG: "file name too long",
  ELOOP: "too many levels of symbolic links",
  EIO: "input/output error",
  EPIPE: "the reading end was closed",
  EMFILE: "too many open files",
  ENFILE: "too many open files",
  ERR_FS_FILE_TOO_LARGE: "file too large to read"
};
var SHOWN_PATH = 200;
function showPath(path) {
  const half2 = SHOWN_PATH / 2;
  const cut = path.length > SHOWN_PATH ? `${path.slice(0, half2)}…${path.slice(-half2)}` : path;
  return escapeControls(cut);
}
function describeFileError(error2) {
  const code = error2?.code;
  const words = typeof code === "string" ? WORDS[code] : void 0;
  if (words) return words;
  const message = error2 instanceof Error ? error2.message : String(error2);
  const first = message.split("\n")[0] ?? "";
  return escapeControls(/^[A-Z_]+: ([^,]+)/.exec(first)?.[1] ?? first);
}
function isSystemError(error2) {
  return typeof error2?.code === "string";
}
function fileError(action, path, why) {
  const words = typeof why === "string" ? why : describeFileError(why);
  return new KnightsTourError(`cannot ${action} ${showPath(path)}: ${words}`);
}

// ../../packages/files/src/lock.ts
import { closeSync as closeSync3, openSync as openSync3, readFileSync, rmSync as rmSync2 } from "node:fs";

// ../../packages/files/src/cleanup.ts
import { rmSync } from "node:fs";
import { constants as constants2 } from "node:os";
var held = /* @__PURE__ */ new Set();
var SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
function removeAll() {
  for (const path of held) rmSync(path, { force: true });
  held.clear();
}
function onSignal(signal) {
  if (process.listenerCount(signal) > 1) return;
  removeAll();
  process.exit(128 + (constants2.signals[signal] ?? 1));
}
function holdUntilExit(path) {
  if (held.size === 0) {
    process.on("exit", removeAll);
    for (const s of SIGNALS) process.prependListener(s, onSignal);
  }
  held.add(path);
}
function release(path, remove = false) {
  if (remove) rmSync(path, { force: true });
  if (!held.delete(path) || held.size > 0) return;
  process.off("exit", removeAll);
  for (const s of SIGNALS) process.off(s, onSignal);
}

// ../../packages/files/src/write.ts
import { randomBytes } from "node:crypto";
import {
  closeSync as closeSync2,
  constants as constants4,
  fchmodSync,
  fsyncSync,
  lstatSync,
  openSync as openSync2,
  readlinkSync,
  realpathSync,
  renameSync,
  statSync as statSync2,
  write as writeCallback,
  writeSync
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

// ../../packages/files/src/read.ts
import { closeSync, constants as constants3, createReadStream, openSync, readSync, statSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

// ../../packages/files/src/utf8.ts
import { isAscii } from "node:buffer";
var Utf8Pieces = class {
  carry;
  started = false;
  /** The text of `bytes`, less a trailing sequence that the next piece completes. */
  write(bytes2) {
    let data = Buffer.from(bytes2.buffer, bytes2.byteOffset, bytes2.byteLength);
    if (this.carry) {
      data = Buffer.concat([this.carry, data]);
      this.carry = void 0;
    }
    if (isAscii(data)) return this.text(data.toString("latin1"));
    const cut = incompleteTail(data);
    if (cut < data.length) this.carry = Buffer.from(data.subarray(cut));
    return this.text(data.toString("utf8", 0, cut));
  }
  /** What is left: a sequence the input never completed, as U+FFFD. */
  end() {
    const rest = this.carry;
    this.carry = void 0;
    return rest ? this.text(rest.toString("utf8")) : "";
  }
  text(piece) {
    if (this.started || piece === "") return piece;
    this.started = true;
    return piece.charCodeAt(0) === 65279 ? piece.slice(1) : piece;
  }
};
function incompleteTail(data) {
  for (let i = data.length - 1; i >= 0 && i >= data.length - 3; i--) {
    const b = data[i];
    if (b < 128) return data.length;
    if (b < 192) continue;
    const need = b >= 240 ? 4 : b >= 224 ? 3 : 2;
    return i + need > data.length ? i : data.length;
  }
  return data.length;
}

// ../../packages/files/src/read.ts
var MAX_TEXT_BYTES = 256 * 1024 * 1024;
var FIFO_WAIT_MS = 5e3;
var SNIFF_BYTES = 8192;
function inputName(path, options = {}) {
  if (options.name !== void 0) return showPath(options.name);
  return path === "-" ? "standard input" : showPath(path);
}
var MIB = 1024 * 1024;
var size = (bytes2) => bytes2 >= MIB ? `${Math.round(bytes2 / MIB).toLocaleString("en-US")} MiB` : `${bytes2} bytes`;
function tooLong(path, options, limit) {
  const what = options.what ? `, larger than any ${options.what}` : "";
  return new KnightsTourError(
    `cannot read ${inputName(path, options)}: it is longer than ${size(limit)}${what}`
  );
}
function binaryAt(text) {
  const n = Math.min(text.length, SNIFF_BYTES);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 65533) return `bytes that are not UTF-8 at character ${i + 1}`;
    if (c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13 && c !== 27) {
      return `control byte 0x${c.toString(16).padStart(2, "0")} at character ${i + 1}`;
    }
  }
  return void 0;
}
function binary(path, options, where2) {
  return new KnightsTourError(
    `cannot read ${inputName(path, options)}: binary data, not text (${where2})`
  );
}
async function* fifoChunks(path, options) {
  const wait = options.fifoWait ?? FIFO_WAIT_MS;
  const fd = openSync(path, constants3.O_RDONLY | constants3.O_NONBLOCK);
  const buffer = Buffer.allocUnsafe(1 << 20);
  const start = Date.now();
  let writer = false;
  let pause = 1;
  try {
    for (; ; ) {
      let n = -1;
      try {
        n = readSync(fd, buffer, 0, buffer.length, null);
      } catch (error2) {
        if (error2.code !== "EAGAIN") throw error2;
        writer = true;
      }
      if (n > 0) {
        writer = true;
        pause = 1;
        yield Buffer.from(buffer.subarray(0, n));
        continue;
      }
      if (n === 0 && writer) return;
      if (n === 0 && Date.now() - start > wait) {
        throw new KnightsTourError(
          `cannot read ${inputName(path, options)}: nothing wrote to this pipe within ${wait / 1e3} s`
        );
      }
      await sleep(pause);
      pause = Math.min(pause * 2, 50);
    }
  } finally {
    closeSync(fd);
  }
}
async function* readByteChunks(path, options) {
  const limit = options.limit ?? MAX_TEXT_BYTES;
  let source;
  if (path === "-") {
    source = options.stdin ?? process.stdin;
  } else {
    let fifo = false;
    try {
      const stat3 = statSync(path);
      fifo = stat3.isFIFO();
      if (stat3.isDirectory()) throw Object.assign(new Error(), { code: "EISDIR" });
      if (stat3.isFile() && stat3.size > limit) throw tooLong(path, options, limit);
    } catch (error2) {
      if (error2 instanceof KnightsTourError) throw error2;
      throw fileError("read", options.name ?? path, error2);
    }
    source = fifo ? fifoChunks(path, options) : createReadStream(path, { highWaterMark: 1 << 20 });
  }
  let total = 0;
  try {
    for await (const part of source) {
      const bytes2 = typeof part === "string" ? Buffer.from(part, "utf8") : part;
      total += bytes2.length;
      if (total > limit) throw tooLong(path, options, limit);
      yield bytes2;
    }
  } catch (error2) {
    if (error2 instanceof KnightsTourError || !isSystemError(error2)) throw error2;
    throw fileError("read", options.name ?? path, error2);
  }
}
async function* readTextChunks(path, options = {}) {
  const decoder = new Utf8Pieces();
  const text = options.text ?? true;
  let head = 0;
  for await (const bytes2 of readByteChunks(path, options)) {
    const piece = decoder.write(bytes2);
    if (text) {
      if (head < SNIFF_BYTES) {
        const why = binaryAt(piece.slice(0, SNIFF_BYTES - head));
        if (why) throw binary(path, options, why);
        head += piece.length;
      } else if (bytes2.indexOf(0) !== -1) {
        throw binary(path, options, "a NUL byte");
      }
    }
    if (piece !== "") yield piece;
  }
  const rest = decoder.end();
  if (rest !== "") yield rest;
}
async function readText(path, options = {}) {
  const parts = [];
  for await (const piece of readTextChunks(path, options)) parts.push(piece);
  return parts.join("");
}

// ../../packages/files/src/write.ts
function statOrUndefined(path) {
  try {
    return statSync2(path);
  } catch {
    return void 0;
  }
}
function ownDescriptor(link) {
  let dir;
  try {
    dir = realpathSync(dirname(link));
  } catch {
    return void 0;
  }
  if (dir !== `/proc/${process.pid}/fd` && dir !== "/proc/self/fd") return void 0;
  const n = Number(basename(link));
  return Number.isInteger(n) && n >= 0 ? n : void 0;
}
function followLinks(path, shown2) {
  let at = path;
  for (let i = 0; i < 40; i++) {
    let link;
    try {
      link = lstatSync(at);
    } catch {
      return at;
    }
    if (!link.isSymbolicLink()) return at;
    const fd = ownDescriptor(at);
    if (fd !== void 0) return { fd };
    at = resolve(dirname(at), readlinkSync(at));
  }
  throw fileError("write", shown2, "too many levels of symbolic links");
}
function targetOf(path, shown2 = path) {
  if (path.trim() === "") throw new KnightsTourError("output file name is empty");
  const given2 = resolve(path);
  const existing = statOrUndefined(given2);
  if (existing?.isDirectory()) throw fileError("write", shown2, "it is a directory");
  const file = followLinks(given2, shown2);
  if (typeof file !== "string") return { path: given2, direct: true, fd: file.fd, mode: void 0 };
  if (existing && !existing.isFile()) {
    return { path: given2, direct: true, mode: void 0, fifo: existing.isFIFO() };
  }
  const dir = dirname(file);
  if (!statOrUndefined(dir)?.isDirectory()) {
    throw fileError("write", shown2, `directory ${showPath(dir)} does not exist`);
  }
  return { path: file, direct: false, mode: existing ? existing.mode & 4095 : void 0 };
}
function checkOutputPath(path, shown2 = path) {
  targetOf(path, shown2);
  return resolve(path);
}
function isSpecialFile(path) {
  return path.trim() !== "" && targetOf(path).direct;
}
function rethrow(path, error2) {
  if (error2 instanceof KnightsTourError || !isSystemError(error2)) throw error2;
  throw fileError("write", path, error2);
}
function tempBeside(file) {
  return join(dirname(file), `.${basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
}
function syncDirectory(dir) {
  let fd;
  try {
    fd = openSync2(dir, constants4.O_RDONLY);
    fsyncSync(fd);
  } catch {
  } finally {
    if (fd !== void 0) closeSync2(fd);
  }
}
var BATCH_BYTES = 1 << 20;
function* batches(data) {
  const chunks = typeof data === "string" || data instanceof Uint8Array ? [data] : data;
  let parts = [];
  let size2 = 0;
  for (const chunk of chunks) {
    const bytes2 = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    if (size2 === 0 && bytes2.length >= BATCH_BYTES / 2) {
      yield bytes2;
      continue;
    }
    parts.push(bytes2);
    size2 += bytes2.length;
    if (size2 >= BATCH_BYTES) {
      yield Buffer.concat(parts);
      parts = [];
      size2 = 0;
    }
  }
  if (size2 > 0 || parts.length > 0) yield Buffer.concat(parts);
}
function writeAllSync(fd, bytes2) {
  for (let at = 0; at < bytes2.length; ) {
    try {
      at += writeSync(fd, bytes2, at);
    } catch (error2) {
      if (error2.code !== "EAGAIN") throw error2;
    }
  }
}
function tryOpenFifo(path, shown2, started, wait) {
  try {
    return openSync2(path, constants4.O_WRONLY | constants4.O_NONBLOCK);
  } catch (error2) {
    if (error2.code !== "ENXIO") throw error2;
    if (Date.now() - started > wait) {
      throw fileError("write", shown2, `nothing read from this pipe within ${wait / 1e3} s`);
    }
    return void 0;
  }
}
function openFifoSync(path, shown2, wait) {
  const started = Date.now();
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
    const fd = tryOpenFifo(path, shown2, started, wait);
    if (fd !== void 0) return fd;
    Atomics.wait(cell, 0, 0, pause);
  }
}
function writeFileAtomicSync(path, data, options = {}) {
  const target = targetOf(path);
  if (target.fd !== void 0) {
    try {
      for (const bytes2 of batches(data)) writeAllSync(target.fd, bytes2);
    } catch (error2) {
      rethrow(path, error2);
    }
    return;
  }
  if (target.fifo) {
    let fd2;
    try {
      fd2 = openFifoSync(target.path, path, options.fifoWait ?? FIFO_WAIT_MS);
      for (const bytes2 of batches(data)) writeAllSync(fd2, bytes2);
    } catch (error2) {
      rethrow(path, error2);
    } finally {
      if (fd2 !== void 0) closeSync2(fd2);
    }
    return;
  }
  const file = target.direct ? target.path : tempBeside(target.path);
  let fd;
  if (!target.direct) holdUntilExit(file);
  try {
    fd = openSync2(file, target.direct ? "w" : "wx", target.mode ?? 438);
    if (target.mode !== void 0) {
      try {
        fchmodSync(fd, target.mode);
      } catch {
      }
    }
    for (const bytes2 of batches(data)) writeAllSync(fd, bytes2);
    if (!target.direct) fsyncSync(fd);
    closeSync2(fd);
    fd = void 0;
    if (!target.direct) {
      renameSync(file, target.path);
      syncDirectory(dirname(target.path));
    }
  } catch (error2) {
    if (fd !== void 0) closeSync2(fd);
    if (!target.direct) release(file, true);
    rethrow(path, error2);
  }
  if (!target.direct) release(file);
}

// ../../packages/files/src/lock.ts
function lockFile(path, holder = "another process") {
  const target = targetOf(path);
  if (target.direct) return () => {
  };
  const lock = `${target.path}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd;
    try {
      fd = openSync3(lock, "wx");
    } catch (error2) {
      if (error2.code !== "EEXIST") throw fileError("write", path, error2);
      let pid = Number.NaN;
      try {
        pid = Number.parseInt(readFileSync(lock, "utf8"), 10);
      } catch {
      }
      if (!Number.isSafeInteger(pid) || processAlive(pid)) {
        throw new KnightsTourError(
          `${showPath(path)} is being written by ${holder}${Number.isSafeInteger(pid) ? ` (process ${pid})` : ""}: wait for it to finish or choose another file (remove ${showPath(lock)} if nothing writes it)`
        );
      }
      rmSync2(lock, { force: true });
      continue;
    }
    holdUntilExit(lock);
    try {
      writeAllSync(fd, Buffer.from(`${process.pid}
`));
    } catch (error2) {
      closeSync3(fd);
      release(lock, true);
      throw fileError("write", path, error2);
    }
    closeSync3(fd);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release(lock, true);
    };
  }
  throw fileError("lock", path, `${showPath(lock)} keeps reappearing`);
}
function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error2) {
    return error2.code === "EPERM";
  }
}

// ../../packages/sweep/src/node/progress.ts
var ETA_AFTER_MS = 2e3;
function progressFigures(p) {
  const fraction = p.workTotal > 0 ? Math.min(1, p.workDone / p.workTotal) : 1;
  const rate = p.elapsedMs > 0 ? p.squares * 1e3 / p.elapsedMs : 0;
  const etaMs = fraction >= 1 ? 0 : rate > 0 && p.elapsedMs >= ETA_AFTER_MS ? (p.workTotal - p.workDone) / rate * 1e3 : Number.NaN;
  return { fraction, rate, etaMs };
}
function formatDuration(ms) {
  const s = Math.max(0, Math.round(ms / 1e3));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m}m${String(s % 60).padStart(2, "0")}s` : `${Math.floor(m / 60)}h${String(m % 60).padStart(2, "0")}m`;
}
function formatProgress(p) {
  const { fraction, rate, etaMs } = progressFigures(p);
  const left = etaMs > 0 ? `, about ${formatDuration(etaMs)} left` : "";
  const pace = p.instancesRun === void 0 ? `${(rate / 1e6).toFixed(1)} M squares/s` : `${(p.instancesRun * 1e3 / Math.max(1, p.elapsedMs)).toFixed(1)} instances/s`;
  return `${Math.floor(fraction * 100)}% (${p.instancesDone.toLocaleString("en-US")} of ${p.instancesTotal.toLocaleString("en-US")} instances), ${pace}${left}`;
}

// ../../packages/sweep/src/plan/bisect.ts
function bisect(lo, hi, holds) {
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (holds(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

// ../../packages/sweep/src/plan/estimate.ts
var KERNEL_SQUARES_PER_SECOND = 1e8;
var WALKER_SQUARES_PER_SECOND = 2e6;
var CHECK_SQUARES_PER_SECOND = 1e7;
var RULE_WALKER_SQUARES_PER_SECOND = 3e6;
var RESET_CELLS_PER_SECOND = 1e10;
var PARBERRY_ATTEMPT_SQUARES = 2048;
function walkRate(algorithm, seeded = false) {
  if (algorithm === void 0) return CHECK_SQUARES_PER_SECOND;
  const info3 = algorithmInfo(algorithm);
  if (info3.dimensions === 3) return WALKER_SQUARES_PER_SECOND;
  return info3.interleaved && !(seeded && info3.seed) ? KERNEL_SQUARES_PER_SECOND : RULE_WALKER_SQUARES_PER_SECOND;
}
function parberryAttempts(board, attempts) {
  if (!closedToursExist(board)) return 1;
  const n = Math.min(board.width, board.height);
  return Math.min(attempts, Math.ceil(20 * 10 ** (n / 20)));
}
function instanceCosts(algorithm, seeded = false) {
  const rate = walkRate(algorithm, seeded);
  const info3 = algorithm === void 0 ? void 0 : algorithmInfo(algorithm);
  const retries = info3?.kind === "heuristic" && info3.closed;
  return {
    rate,
    retries,
    of(board) {
      const cells = cellCount(board);
      const attempts = retries && info3 ? parberryAttempts(board, info3.attempts) : 1;
      if (attempts === 1) return { squares: cells, seconds: cells / rate };
      const walked = Math.min(cells / 2, PARBERRY_ATTEMPT_SQUARES);
      return {
        squares: attempts * walked,
        seconds: attempts * (walked / rate + cells / RESET_CELLS_PER_SECOND)
      };
    }
  };
}
var LONG_RUN_SECONDS = 1e4;
function checkWorkLimit(estimate, options) {
  const limit = options.limit ?? LONG_RUN_SECONDS;
  if (options.accept || estimate.seconds <= limit) return;
  const workers = Math.max(1, options.workers);
  const proceed = options.proceed ?? "split it with --shard i/k, choose a smaller range of sizes or starts, or pass --yes to run it anyway";
  throw new KnightsTourError(
    `${options.what ?? "this sweep"} would walk about ${(estimate.walked ?? estimate.work).toExponential(2)} squares, about ${roughDuration(estimate.seconds / workers)} on ${plural(workers, "worker")} (more than ${roughDuration(limit)} of one worker ${options.confirmable === false ? "is refused" : "needs confirmation"}): ${proceed}`
  );
}

// ../../packages/sweep/src/plan/starts.ts
function rowRun(set, board, row2) {
  const { width: w, height: h } = board;
  const y = row2 % h;
  const half2 = Math.floor(w / 2);
  switch (set) {
    case "all":
      return [0, w - 1];
    case "corner":
      return row2 === 0 ? [0, 0] : [0, -1];
    case "octant": {
      if (2 * y > h - 1) return [0, -1];
      const Y = h - 1 - 2 * y;
      return [0, w !== h ? Math.floor((w - 1) / 2) : Math.floor((w - 1 - Y) / 2)];
    }
    case "paper-octant1":
      return y <= half2 ? [0, Math.min(half2 - 1, y)] : [0, -1];
    case "paper-quadrant2":
      return y < half2 ? [half2 + 1, w - 1] : [0, -1];
    case "fundamental":
      throw new Error("unreachable: fundamental starts are listed, not counted by rows");
  }
}
var rowsOf = (board) => board.height * board.depth;
function rowsWithStarts(set, board) {
  const { width: w, height: h } = board;
  const half2 = Math.floor(w / 2);
  if (set === "octant") return Math.floor((h - 1) / 2) + 1;
  if (set === "paper-octant1") return Math.min(h, half2 + 1);
  if (set === "paper-quadrant2") return Math.min(h, half2);
  return rowsOf(board);
}
function runCount(a, b, odd, parity) {
  if (b < a) return 0;
  if (!odd) return b - a + 1;
  const first = (a + parity) % 2 === 0 ? a : a + 1;
  return first > b ? 0 : Math.floor((b - first) / 2) + 1;
}
function rowStarts(set, board, row2) {
  const [a, b] = rowRun(set, board, row2);
  const odd = cellCount(board) % 2 === 1;
  const parity = row2 % board.height + Math.floor(row2 / board.height);
  const first = odd && (a + parity) % 2 !== 0 ? a + 1 : a;
  return { first, step: odd ? 2 : 1, count: runCount(a, b, odd, parity) };
}
var ofParity = (a, b, r) => b < a ? 0 : Math.floor((b - r) / 2) - Math.floor((a - 1 - r) / 2);
function constantRows(y0, y1, a, b, odd) {
  if (y1 <= y0 || b < a) return 0;
  if (!odd) return (y1 - y0) * (b - a + 1);
  return ofParity(y0, y1 - 1, 0) * ofParity(a, b, 0) + ofParity(y0, y1 - 1, 1) * ofParity(a, b, 1);
}
function triangleRows(rows, odd) {
  if (rows <= 0) return 0;
  if (!odd) return rows * (rows + 1) / 2;
  return rows + Math.floor(rows / 2) * Math.floor((rows - 1) / 2);
}
function countStarts(set, board) {
  const cells = cellCount(board);
  if (set === "all") return cells % 2 === 0 ? cells : (cells + 1) / 2;
  if (set === "corner") return 1;
  if (set === "fundamental") return countStartSquares(set, board);
  const odd = cells % 2 === 1;
  const { width: w, height: h } = board;
  const half2 = Math.floor(w / 2);
  const rows = rowsWithStarts(set, board);
  if (set === "octant") {
    return w !== h ? constantRows(0, rows, 0, Math.floor((w - 1) / 2), odd) : triangleRows(rows, odd);
  }
  if (set === "paper-octant1") {
    const triangle = Math.min(rows, half2);
    return triangleRows(triangle, odd) + constantRows(triangle, rows, 0, half2 - 1, odd);
  }
  return constantRows(0, rows, half2 + 1, w - 1, odd);
}
var BoardStarts = class {
  constructor(set, board) {
    this.set = set;
    this.board = board;
    if (set === "fundamental") {
      this.listed = Int32Array.from(
        startSquares(set, board),
        ([x, y, z = 0]) => cellIndex(board, x, y, z)
      );
      this.count = this.listed.length;
      return;
    }
    const rows = rowsOf(board);
    const before = new Float64Array(rows + 1);
    for (let row2 = 0; row2 < rows; row2++) {
      before[row2 + 1] = before[row2] + rowStarts(set, board, row2).count;
    }
    this.before = before;
    this.count = before[rows];
  }
  set;
  board;
  count;
  /** `fundamental`: every start, ascending. */
  listed;
  /** Other sets: starts before each row; `before[rows]` is the count. */
  before;
  /** Starts `from..to-1` in set order (clamped to the starts there are), as flat indices. */
  slice(from, to) {
    if (this.listed) return this.listed.slice(from, to);
    const before = this.before;
    from = Math.max(0, from);
    const out = new Int32Array(Math.max(0, Math.min(to, this.count) - from));
    const { width } = this.board;
    let row2 = bisect(0, rowsOf(this.board), (r) => before[r + 1] > from);
    let i = 0;
    while (i < out.length) {
      const { first, step, count: count2 } = rowStarts(this.set, this.board, row2);
      const skip = from + i - before[row2];
      for (let k = skip; k < count2 && i < out.length; k++)
        out[i++] = row2 * width + first + k * step;
      row2++;
    }
    return out;
  }
  /** The position of the square with flat index `index` among the starts, or -1 when it is not one. */
  indexOf(index) {
    if (!Number.isSafeInteger(index) || index < 0 || index >= cellCount(this.board)) return -1;
    if (this.listed) {
      const at = bisect(0, this.listed.length, (i) => this.listed[i] >= index);
      return this.listed[at] === index ? at : -1;
    }
    const { width } = this.board;
    const row2 = Math.floor(index / width);
    const x = index % width;
    const { first, step, count: count2 } = rowStarts(this.set, this.board, row2);
    const k = (x - first) / step;
    return Number.isInteger(k) && k >= 0 && k < count2 ? this.before[row2] + k : -1;
  }
};

// ../../packages/sweep/src/plan/plan.ts
function parseShard(text) {
  const m = /^(\d+)\/(\d+)$/.exec(String(text).trim());
  const index = m ? Number(m[1]) : Number.NaN;
  const count2 = m ? Number(m[2]) : Number.NaN;
  if (!m || count2 < 1 || index < 1 || index > count2 || count2 > 1e5) {
    throw new KnightsTourError(
      `malformed shard '${String(text).trim().slice(0, 20)}': expected i/k with 1 <= i <= k, e.g. 2/4`
    );
  }
  return { index, count: count2 };
}
function describeShard(shard) {
  return shard && shard.count > 1 ? `shard ${shard.index}/${shard.count}` : "the whole plan";
}
var TASK_SQUARES = 1 << 23;
function boardsOf(spec) {
  const count2 = spec.boards.length;
  const starts = new Float64Array(count2);
  const startsPerTask = new Float64Array(count2);
  const taskFirst = new Float64Array(count2 + 1);
  const workFirst = new Float64Array(count2 + 1);
  const startsFirst = new Float64Array(count2 + 1);
  spec.boards.forEach((board, b) => {
    const squares = cellCount(board);
    starts[b] = countStarts(spec.starts, board);
    startsPerTask[b] = Math.max(1, Math.floor(TASK_SQUARES / squares));
    taskFirst[b + 1] = taskFirst[b] + Math.ceil(starts[b] / startsPerTask[b]);
    workFirst[b + 1] = workFirst[b] + starts[b] * squares;
    startsFirst[b + 1] = startsFirst[b] + starts[b];
  });
  return {
    spec,
    count: count2,
    starts,
    startsPerTask,
    taskFirst,
    workFirst,
    startsFirst,
    bounds: /* @__PURE__ */ new Map()
  };
}
function boardOfTask(boards, id) {
  const { taskFirst, count: count2 } = boards;
  if (!Number.isSafeInteger(id) || id < 0 || id >= taskFirst[count2]) return -1;
  return bisect(0, count2, (b) => taskFirst[b + 1] > id);
}
var wholeBounds = (boards) => Float64Array.of(0, boards.taskFirst[boards.count]);
function shardBounds(boards, k) {
  const { workFirst, taskFirst, count: count2, startsPerTask, spec } = boards;
  const total = workFirst[count2];
  const tasks = taskFirst[count2];
  const workBefore = (id) => {
    const b = boardOfTask(boards, id);
    return workFirst[b] + (id - taskFirst[b]) * startsPerTask[b] * cellCount(spec.boards[b]);
  };
  const bounds = new Float64Array(k + 1);
  bounds[k] = tasks;
  let previous = 0;
  for (let s = 1; s < k; s++) {
    const first = bisect(0, tasks, (id) => Math.floor(workBefore(id) * k / total) >= s);
    previous = Math.max(first, previous + 1);
    bounds[s] = previous;
  }
  for (let s = 1; s < k; s++) bounds[s] = Math.min(bounds[s], Math.max(0, tasks - (k - s)));
  return bounds;
}
var Plan = class {
  constructor(spec, boards, shard, bounds) {
    this.spec = spec;
    this.boards = boards;
    this.shard = shard;
    this.bounds = bounds;
    const s = (shard?.index ?? 1) - 1;
    this.lo = bounds[s];
    this.hi = bounds[s + 1];
    this.taskCount = this.hi - this.lo;
    let instances = 0;
    let work = 0;
    let walked = 0;
    let seconds3 = 0;
    const cost = instanceCosts(spec.algorithm, spec.seed !== void 0);
    if (this.taskCount > 0) {
      const first = this.boardOf(this.lo);
      const last = this.boardOf(this.hi - 1);
      if (last > first + 1) {
        instances = boards.startsFirst[last] - boards.startsFirst[first + 1];
        work = boards.workFirst[last] - boards.workFirst[first + 1];
      }
      for (const b of first === last ? [first] : [first, last]) {
        const n = this.startsIn(b);
        instances += n;
        work += n * cellCount(boards.spec.boards[b]);
      }
      if (cost.retries) {
        for (let b = first; b <= last; b++) {
          const n = this.startsIn(b);
          const one = cost.of(boards.spec.boards[b]);
          walked += n * one.squares;
          seconds3 += n * one.seconds;
        }
      }
    }
    this.instances = instances;
    this.work = work;
    this.walked = cost.retries ? walked : work;
    this.seconds = cost.retries ? seconds3 : work / cost.rate;
  }
  spec;
  boards;
  shard;
  bounds;
  taskCount;
  instances;
  work;
  walked;
  seconds;
  /** This plan's tasks: ids `lo..hi-1`. */
  lo;
  hi;
  /** Starts of board `b` in this plan (all of them, but at the ends of a shard). */
  startsIn(b) {
    const [from, to] = this.slice(b);
    const per = this.boards.startsPerTask[b];
    return Math.min(this.boards.starts[b], to * per) - from * per;
  }
  /** The board-local tasks `from..to-1` of board `b` that are in this plan. */
  slice(b) {
    const first = this.boards.taskFirst[b];
    const last = this.boards.taskFirst[b + 1];
    return [Math.max(first, this.lo) - first, Math.min(last, this.hi) - first];
  }
  /** Task `j` of board `b`. */
  taskOf(b, j) {
    const { spec, starts, startsPerTask, taskFirst } = this.boards;
    const board = spec.boards[b];
    const from = j * startsPerTask[b];
    const to = Math.min(starts[b], from + startsPerTask[b]);
    return {
      id: taskFirst[b] + j,
      board,
      from,
      to,
      cost: (to - from) * cellCount(board)
    };
  }
  *tasks() {
    if (this.taskCount === 0) return;
    for (let b = this.boardOf(this.lo); b <= this.boardOf(this.hi - 1); b++) {
      const [from, to] = this.slice(b);
      for (let j = from; j < to; j++) yield this.taskOf(b, j);
    }
  }
  boardOf(id) {
    return boardOfTask(this.boards, id);
  }
  task(id) {
    const b = this.boardOf(id);
    return b < 0 ? void 0 : this.taskOf(b, id - this.boards.taskFirst[b]);
  }
  shardOf(id) {
    if (this.boardOf(id) < 0) throw new KnightsTourError(`task ${id} is not in the plan`);
    const shards = this.bounds.length - 1;
    return bisect(0, shards, (s) => this.bounds[s + 1] > id) + 1;
  }
  includes(id) {
    return Number.isSafeInteger(id) && id >= this.lo && id < this.hi;
  }
  forShard(shard) {
    return planOf(this.spec, this.boards, shard);
  }
};
function planOf(spec, boards, shard) {
  if (!shard || shard.count === 1) return new Plan(spec, boards, null, wholeBounds(boards));
  let bounds = boards.bounds.get(shard.count);
  if (!bounds) {
    bounds = shardBounds(boards, shard.count);
    boards.bounds.set(shard.count, bounds);
  }
  return new Plan(spec, boards, shard, bounds);
}
var lastBoards;
function planSweep(spec, shard) {
  const last = lastBoards?.boards.spec;
  const same2 = last !== void 0 && last.starts === spec.starts && (last.boards === spec.boards || last.sizes === spec.sizes);
  if (!same2) lastBoards = { boards: boardsOf(spec) };
  return planOf(spec, lastBoards.boards, shard);
}

// ../../packages/sweep/src/plan/spec.ts
var SweepSpecError = class extends KnightsTourError {
  constructor(field, message) {
    super(message);
    this.field = field;
  }
  field;
};
var blame = (field) => (error2) => new SweepSpecError(field, error2.message);
var lastSizes;
function readSizes(input) {
  if (typeof input === "string" && lastSizes?.text === input) return lastSizes;
  const boards = rethrowAs(
    () => typeof input === "string" ? parseBoardSizes(input) : input.map((b) => checkBoard(b)),
    blame("sizes")
  );
  if (boards.length === 0) throw new SweepSpecError("sizes", "a sweep needs at least one board");
  const read = { boards, sizes: formatBoardSizes(boards) };
  if (typeof input === "string") lastSizes = { text: input, ...read };
  return read;
}
function defaultFor(boards) {
  const box = boards.find((b) => b.depth > 1);
  const candidates = [defaultHeuristic(boards[0]), ...box ? [defaultHeuristic(box)] : []];
  const kinds = boardKinds(boards);
  return candidates.find((a) => kinds.every((b) => fitsBoard(a, b))) ?? candidates[0];
}
function readSeed(seed, algorithm) {
  const text = String(seed).trim();
  if (!/^\d+$/.test(text)) {
    throw new KnightsTourError(
      `malformed seed ${quote(text)}: expected a whole number from 0 to ${MAX_SEED}`
    );
  }
  checkSeed(algorithm, Number(text));
  return Number(text);
}
function createSweepSpec(input) {
  const { boards, sizes } = readSizes(input.sizes);
  const algorithm = input.algorithm === void 0 ? defaultFor(boards) : rethrowAs(() => parseAlgorithm(input.algorithm), blame("algorithm"));
  if (algorithmInfo(algorithm).kind === "search") {
    throw new SweepSpecError(
      "algorithm",
      `${algorithm} is an exact search: a sweep runs a heuristic or auto`
    );
  }
  const starts = rethrowAs(
    () => parseName("start set", input.starts ?? "all", START_SETS),
    blame("starts")
  );
  const kinds = boardKinds(boards);
  rethrowAs(() => {
    for (const board of kinds) checkFitsBoard(algorithm, board);
  }, blame("algorithm"));
  rethrowAs(() => {
    for (const board of kinds) checkStartSet(starts, board);
  }, blame("starts"));
  const seed = input.seed === void 0 ? void 0 : rethrowAs(() => readSeed(input.seed, algorithm), blame("seed"));
  return {
    algorithm,
    ...seed === void 0 ? {} : { seed },
    starts,
    boards,
    sizes
  };
}
function specKey(spec) {
  return JSON.stringify([spec.algorithm, spec.seed ?? null, spec.starts, spec.sizes]);
}
function algorithmLabel(spec) {
  return spec.seed === void 0 ? spec.algorithm : `${spec.algorithm} (seed ${spec.seed})`;
}
function describeSpec(spec) {
  return `${algorithmLabel(spec)} on sizes ${spec.sizes}, ${spec.starts} starts`;
}
function retriesOnFailure(algorithm) {
  return algorithmInfo(algorithm).attempts > 1;
}

// ../../packages/sweep/src/plan/results.ts
function taskResult(task, counts) {
  const { failed, attempts, squares, verified, methods } = counts;
  for (let a = 0; a < attempts.length; a++) attempts[a] ??= 0;
  return {
    id: task.id,
    board: task.board,
    from: task.from,
    to: task.to,
    instances: task.to - task.from,
    failed,
    attempts,
    squares,
    verified,
    ...methods ? { methods } : {}
  };
}
function describeFailure(spec, f) {
  const algorithm = algorithmLabel(spec);
  if (f.problem) {
    return `${algorithm}: ${boardName(f.board)} from ${squareLabel(f.start)}: ${f.problem}`;
  }
  return describeWalk({
    algorithm,
    board: f.board,
    start: f.start,
    complete: false,
    attempts: f.attempts,
    reached: f.reached
  });
}
function addAttempts(into, attempts) {
  attempts.forEach((n, a) => {
    if (a > 0 && n > 0) into[String(a)] = (into[String(a)] ?? 0) + n;
  });
}
function summarize(spec, results, tasksTotal) {
  const sorted = [...results].sort((a, b) => a.id - b.id);
  const perSize = /* @__PURE__ */ new Map();
  const attempts = {};
  const failed = [];
  const methods = {};
  let instances = 0;
  let verified = 0;
  for (const r of sorted) {
    for (const m of AUTO_METHODS) {
      const n = r.methods?.[m];
      if (n) methods[m] = (methods[m] ?? 0) + n;
    }
    instances += r.instances;
    verified += r.verified;
    failed.push(...r.failed);
    const size2 = boardName(r.board);
    let row2 = perSize.get(size2);
    if (!row2) {
      row2 = {
        size: size2,
        board: r.board,
        instances: 0,
        failures: 0,
        attempts: {}
      };
      perSize.set(size2, row2);
    }
    perSize.set(size2, {
      ...row2,
      instances: row2.instances + r.instances,
      failures: row2.failures + r.failed.length
    });
    addAttempts(row2.attempts, r.attempts);
    addAttempts(attempts, r.attempts);
  }
  return {
    algorithm: spec.algorithm,
    ...spec.seed === void 0 ? {} : { seed: spec.seed },
    starts: spec.starts,
    sizes: spec.sizes,
    instances,
    failures: failed.length,
    failed,
    perSize: [...perSize.values()],
    attempts,
    verified,
    ...algorithmInfo(spec.algorithm).kind === "auto" ? { methods } : {},
    tasksDone: sorted.length,
    tasksTotal,
    complete: sorted.length === tasksTotal
  };
}

// ../../packages/sweep/src/plan/result-fields.ts
function failureFields(f) {
  return {
    ...boardFields(f.board),
    start: f.start,
    reached: f.reached,
    attempts: f.attempts,
    ...f.problem === void 0 ? {} : { problem: f.problem }
  };
}
function taskHeadFields(r) {
  return { id: r.id, ...boardFields(r.board), from: r.from, to: r.to, instances: r.instances };
}
function taskResultFields(r) {
  return {
    ...taskHeadFields(r),
    failed: r.failed.map(failureFields),
    attempts: r.attempts,
    squares: r.squares,
    verified: r.verified,
    ...r.methods ? { methods: r.methods } : {}
  };
}

// ../../packages/verify/src/analyze/magic.ts
function tourMagic(walk) {
  const { board, step } = walk;
  if (board.depth > 1) return void 0;
  const { width, height } = board;
  const number = (x, y) => step[y * width + x] + 1;
  const common = (count2, sum) => {
    const first = sum(0);
    for (let i = 1; i < count2; i++) if (sum(i) !== first) return void 0;
    return first;
  };
  const rows = common(height, (y) => {
    let s = 0;
    for (let x = 0; x < width; x++) s += number(x, y);
    return s;
  });
  const columns = common(width, (x) => {
    let s = 0;
    for (let y = 0; y < height; y++) s += number(x, y);
    return s;
  });
  const semi = rows !== void 0 && columns !== void 0;
  let diagonals = false;
  if (semi && width === height) {
    let d1 = 0;
    let d2 = 0;
    for (let i = 0; i < width; i++) {
      d1 += number(i, i);
      d2 += number(width - 1 - i, i);
    }
    diagonals = d1 === rows && d2 === rows;
  }
  const kind = !semi ? "none" : diagonals ? "magic" : "semi-magic";
  return { kind, rows, columns, constant: semi && width === height ? rows : void 0 };
}

// ../../packages/verify/src/analyze/rules.ts
function matchRules(walk, rules) {
  const { board, squares } = walk;
  const n = squares.length;
  const out = [];
  for (const rule of rules) {
    for (const reversed of [false, true]) {
      const start = cellAt(board, squares[reversed ? n - 1 : 0]);
      let result;
      try {
        result = rule.walk(start);
      } catch {
        continue;
      }
      if (!result || result.squares.length !== n) continue;
      let same2 = true;
      for (let i = 0; i < n && same2; i++)
        same2 = result.squares[i] === squares[reversed ? n - 1 - i : i];
      if (same2) {
        out.push({
          rule: rule.name,
          ...result.variant ? { variant: result.variant } : {},
          reversed
        });
      }
    }
  }
  return out;
}

// ../../packages/verify/src/knight.ts
function isKnightStep(dx, dy, dz = 0) {
  return dx * dx + dy * dy + dz * dz === 5;
}
var KNIGHT_MOVES = (() => {
  const moves = [];
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) if (isKnightStep(dx, dy)) moves.push([dx, dy]);
  }
  return moves.sort(([ax, ay], [bx, by]) => Math.atan2(ay, ax) - Math.atan2(by, bx));
})();

// ../../packages/verify/src/wasm-check.generated.ts
var WASM_CHECK_WASM = /* @__PURE__ */ new Uint8Array([
  0,
  97,
  115,
  109,
  1,
  0,
  0,
  0,
  1,
  20,
  2,
  96,
  5,
  127,
  127,
  127,
  127,
  127,
  1,
  127,
  96,
  6,
  127,
  127,
  127,
  127,
  127,
  127,
  1,
  127,
  3,
  3,
  2,
  0,
  1,
  5,
  3,
  1,
  0,
  1,
  7,
  32,
  3,
  6,
  109,
  101,
  109,
  111,
  114,
  121,
  2,
  0,
  10,
  105,
  115,
  77,
  111,
  118,
  101,
  84,
  111,
  117,
  114,
  0,
  0,
  6,
  105,
  115,
  84,
  111,
  117,
  114,
  0,
  1,
  10,
  144,
  3,
  2,
  115,
  1,
  3,
  127,
  32,
  1,
  45,
  0,
  0,
  32,
  4,
  79,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  1,
  32,
  4,
  58,
  0,
  0,
  32,
  2,
  33,
  5,
  32,
  2,
  32,
  3,
  106,
  33,
  6,
  2,
  64,
  3,
  64,
  32,
  5,
  32,
  6,
  79,
  13,
  1,
  32,
  5,
  45,
  0,
  0,
  33,
  7,
  32,
  7,
  65,
  8,
  79,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  1,
  32,
  0,
  32,
  7,
  65,
  2,
  116,
  106,
  40,
  2,
  0,
  106,
  33,
  1,
  32,
  1,
  45,
  0,
  0,
  32,
  4,
  79,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  1,
  32,
  4,
  58,
  0,
  0,
  32,
  5,
  65,
  1,
  106,
  33,
  5,
  12,
  0,
  11,
  11,
  65,
  1,
  11,
  153,
  2,
  2,
  9,
  127,
  1,
  123,
  32,
  0,
  65,
  1,
  116,
  65,
  2,
  106,
  33,
  6,
  32,
  6,
  65,
  1,
  116,
  33,
  7,
  32,
  4,
  32,
  1,
  65,
  2,
  116,
  106,
  33,
  9,
  32,
  4,
  40,
  2,
  0,
  33,
  11,
  32,
  11,
  32,
  1,
  79,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  3,
  32,
  11,
  106,
  32,
  5,
  58,
  0,
  0,
  32,
  11,
  32,
  0,
  112,
  33,
  12,
  32,
  4,
  65,
  4,
  106,
  33,
  8,
  2,
  64,
  3,
  64,
  32,
  8,
  32,
  9,
  79,
  13,
  1,
  32,
  8,
  40,
  2,
  0,
  33,
  10,
  32,
  10,
  32,
  1,
  79,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  3,
  32,
  10,
  106,
  32,
  5,
  58,
  0,
  0,
  32,
  10,
  32,
  11,
  107,
  32,
  6,
  106,
  33,
  13,
  32,
  13,
  32,
  7,
  75,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  2,
  32,
  13,
  106,
  44,
  0,
  0,
  33,
  14,
  32,
  12,
  32,
  14,
  106,
  33,
  12,
  32,
  14,
  69,
  32,
  12,
  32,
  0,
  79,
  114,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  10,
  33,
  11,
  32,
  8,
  65,
  4,
  106,
  33,
  8,
  12,
  0,
  11,
  11,
  32,
  5,
  253,
  15,
  33,
  15,
  32,
  3,
  33,
  8,
  32,
  3,
  32,
  1,
  106,
  33,
  9,
  2,
  64,
  3,
  64,
  32,
  8,
  65,
  16,
  106,
  32,
  9,
  75,
  13,
  1,
  32,
  8,
  253,
  0,
  4,
  0,
  32,
  15,
  253,
  35,
  253,
  99,
  69,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  8,
  65,
  16,
  106,
  33,
  8,
  12,
  0,
  11,
  11,
  2,
  64,
  3,
  64,
  32,
  8,
  32,
  9,
  79,
  13,
  1,
  32,
  8,
  45,
  0,
  0,
  32,
  5,
  71,
  4,
  64,
  65,
  0,
  15,
  11,
  32,
  8,
  65,
  1,
  106,
  33,
  8,
  12,
  0,
  11,
  11,
  65,
  1,
  11
]);

// ../../packages/verify/src/wasm-check.ts
var PAGE_BYTES = 65536;
var align16 = (bytes2) => bytes2 + 15 & ~15;
var TourCheck = class {
  constructor(memory, isTour) {
    this.memory = memory;
    this.isTour = isTour;
  }
  memory;
  isTour;
  width = 0;
  seen = new Uint8Array(0);
  walk = new Int32Array(0);
  /** The stamp of the last check, 1..255; the seen bytes hold no stamp above it. */
  visit = 0;
  /** Whether `squares` is an open tour of a board `width` wide; undefined when it does not fit in memory. */
  check(width, squares) {
    const total = squares.length;
    if ((width !== this.width || total !== this.walk.length) && !this.layOut(width, total))
      return void 0;
    if (this.visit === 255) {
      this.seen.fill(0);
      this.visit = 0;
    }
    this.visit++;
    this.walk.set(squares);
    return this.isTour(width, total, 0, this.seen.byteOffset, this.walk.byteOffset, this.visit) === 1;
  }
  layOut(width, total) {
    const reach = 2 * width + 2;
    const seenAt = align16(2 * reach + 1);
    const walkAt = align16(seenAt + total);
    if (!fits(this.memory, walkAt + 4 * total)) {
      this.width = 0;
      return false;
    }
    const { buffer } = this.memory;
    new Uint8Array(buffer, 0, walkAt).fill(0);
    const steps = new Int8Array(buffer, 0, 2 * reach + 1);
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++)
        if (isKnightStep(dx, dy)) steps[dy * width + dx + reach] = dx;
    }
    this.seen = new Uint8Array(buffer, seenAt, total);
    this.walk = new Int32Array(buffer, walkAt, total);
    this.width = width;
    this.visit = 0;
    return true;
  }
};
function fits(memory, bytes2) {
  const have = memory.buffer.byteLength;
  if (bytes2 <= have) return true;
  try {
    memory.grow(Math.ceil((bytes2 - have) / PAGE_BYTES));
    return true;
  } catch {
    return false;
  }
}
var tourCheck;
var module;
function instantiate() {
  const api = globalThis.WebAssembly;
  if (!api) return void 0;
  try {
    module ??= new api.Module(WASM_CHECK_WASM);
    return new api.Instance(module).exports;
  } catch {
    return void 0;
  }
}
function loadTourCheck() {
  const exports = instantiate();
  return exports ? new TourCheck(exports.memory, exports.isTour) : null;
}
function isOpenTour(width, squares) {
  if (width < 5 || squares.length % width !== 0) return void 0;
  if (tourCheck === void 0) tourCheck = loadTourCheck();
  return tourCheck?.check(width, squares);
}

// ../../packages/verify/src/check-squares.ts
function checkSquares(board, squares) {
  const total = cellCount(board);
  if (squares.length !== total) {
    return `the walk has ${squares.length} steps but the ${boardName(board)} board has ${total} ${unitOf(board)}`;
  }
  const plane = board.depth === 1;
  if (plane && squares instanceof Int32Array && isOpenTour(board.width, squares) === true) {
    return void 0;
  }
  return firstProblem(board, squares);
}
function firstProblem(board, squares) {
  const { width, height } = board;
  const total = squares.length;
  const seen = new Uint8Array(total);
  const at = (x, y, z) => squareLabel(squareOf(board, x, y, z));
  let px = 0;
  let py = 0;
  let pz = 0;
  for (let i = 0; i < total; i++) {
    const s = squares[i];
    if (!(Number.isInteger(s) && s >= 0 && s < total)) {
      return `step ${i + 1}: square index ${s} is off the board`;
    }
    const x = s % width;
    const rest = (s - x) / width;
    const y = rest % height;
    const z = (rest - y) / height;
    if (seen[s] === 1) return `step ${i + 1}: square ${at(x, y, z)} was already visited`;
    seen[s] = 1;
    if (i > 0 && !isKnightStep(x - px, y - py, z - pz)) {
      return `step ${i + 1}: ${at(px, py, pz)} to ${at(x, y, z)} is not a knight move`;
    }
    px = x;
    py = y;
    pz = z;
  }
  return void 0;
}

// ../../packages/verify/src/errors.ts
var TourFormatError = class extends KnightsTourError {
  /** 1-based line of the input at fault, when there is one. */
  line;
  /** 1-based column of the input at fault, when there is one. */
  column;
  constructor(message, line, column) {
    const where2 = line === void 0 ? "" : column === void 0 ? `line ${line}: ` : `line ${line}, col ${column}: `;
    super(`${where2}${message}`);
    Object.defineProperty(this, "name", { value: "TourFormatError" });
    this.line = line;
    this.column = column;
  }
};
var AmbiguousReadingError = class extends TourFormatError {
  constructor(message, line) {
    super(`ambiguous: ${message}`, line);
    Object.defineProperty(this, "name", { value: "AmbiguousReadingError" });
  }
};
var ReadOptionError = class extends TourFormatError {
  constructor(option, message) {
    super(message);
    this.option = option;
    Object.defineProperty(this, "name", { value: "ReadOptionError" });
  }
  option;
};
function describePlace(line, column) {
  if (line <= 0) return "";
  return column > 0 ? ` (line ${line}, col ${column})` : ` (line ${line})`;
}

// ../../packages/verify/src/claims.ts
var ClaimsReader = class {
  claims = {};
  /** Reads `key` when it is a claim; `line` and `column` place a refusal. */
  field(key, value, line, column) {
    if (key === "format" && typeof value === "string") {
      if (escapeControls(value) !== value) {
        throw new TourFormatError(
          `'format' holds a control character: ${quote(value)}`,
          line,
          column
        );
      }
      this.claims.format = value;
    } else if ((key === "complete" || key === "closed") && typeof value === "boolean") {
      this.claims[key] = value;
    } else if (key === "start" && Array.isArray(value) && (value.length === 2 || value.length === 3) && value.every(Number.isInteger)) {
      this.claims.start = value;
    }
  }
  result() {
    return { ...this.claims };
  }
};

// ../../packages/verify/src/object-reader.ts
function expectedSquare(arity) {
  return arity === 3 ? "[x, y, z] with integers x, y and z" : "[x, y] with integers x and y";
}
function malformedEntry(shown2, board) {
  return `malformed entry ${shown2} (expected ${expectedSquare(squareArity(board))})`;
}
function show(value) {
  let text;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return quote(text, 30);
}
function documentBoard(doc, what = "the document") {
  for (const side of ["width", "height", "depth"]) {
    const v = doc[side];
    if (v === void 0 && side === "depth") continue;
    if (v === void 0) throw new TourFormatError(`${what} has no '${side}'`);
    if (typeof v !== "number" || !Number.isInteger(v) || v < 1) {
      throw new TourFormatError(`'${side}' must be a positive integer, got ${show(v)}`);
    }
  }
  return rethrowAs(
    () => checkBoard(doc),
    (error2) => new TourFormatError(error2.message)
  );
}
function compactBoard(board) {
  if (typeof board !== "object" || board === null || Array.isArray(board)) {
    throw new TourFormatError(
      `a compact walk needs a 'board' { width, height }, got ${show(board)}`
    );
  }
  return documentBoard(board, "the walk's board");
}
function readTourObject(value, sink) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TourFormatError(
      `a tour document must be an object with width, height and path, got ${Array.isArray(value) ? "an array" : show(value)}`
    );
  }
  const doc = value;
  const compact = doc.path === void 0 && doc.squares !== void 0;
  const board = compact ? compactBoard(doc.board) : documentBoard(doc);
  const claims = new ClaimsReader();
  for (const key of ["format", "complete", "closed", "start"]) claims.field(key, doc[key]);
  const reading2 = {
    format: "json",
    style: compact ? "compact walk of square indices" : "tour document",
    origin: 0,
    order: "xy",
    board,
    sizeFrom: "document",
    skipped: []
  };
  if (compact) readSquares(doc.squares, board, sink, reading2, claims.result());
  else readPath(doc.path, board, sink, reading2, claims.result());
  return { reading: reading2, claims: claims.result() };
}
function readPath(path, board, sink, reading2, claims) {
  if (path === void 0) throw new TourFormatError("the document has no 'path'");
  if (!Array.isArray(path)) {
    throw new TourFormatError(`'path' must be an array of squares, got ${show(path)}`);
  }
  const arity = squareArity(board);
  const first = path[0];
  if (arity === 3 && Array.isArray(first) && first.length === 2) {
    throw new TourFormatError(
      `the document is the box ${boardName(board)} but its path holds [x, y] pairs: a 2-D tour with a depth?`
    );
  }
  sink.begin(reading2, void 0, claims);
  for (const entry of path) {
    if (Array.isArray(entry) && entry.length === arity && entry.every((v) => typeof v === "number" && Number.isInteger(v))) {
      sink.visit(entry[0], entry[1], arity === 3 ? entry[2] : 0, 0, 0);
    } else sink.malformed(malformedEntry(show(entry), board), 0, 0);
  }
}
function readSquares(squares, board, sink, reading2, claims) {
  const list = squares;
  if (typeof list !== "object" || list === null || typeof list.length !== "number") {
    throw new TourFormatError(`'squares' must be an array of square indices, got ${show(squares)}`);
  }
  sink.begin(reading2, void 0, claims);
  const { width, height } = board;
  const total = width * height * board.depth;
  for (let k = 0; k < list.length; k++) {
    const s = list[k];
    if (Number.isInteger(s) && s >= 0 && s < total) {
      const x = s % width;
      const rest = (s - x) / width;
      const y = rest % height;
      sink.visit(x, y, (rest - y) / height, 0, 0);
    } else {
      sink.malformed(
        `square index ${show(s)} is not a square of the ${boardName(board)} board (indices 0 to ${total - 1})`,
        0,
        0
      );
    }
  }
}

// ../../packages/verify/src/buffer.ts
var GrowableArray = class {
  constructor(make2, capacity = 64) {
    this.make = make2;
    this.data = make2(capacity);
  }
  make;
  data;
  length = 0;
  push(value) {
    if (this.length === this.data.length) this.reserve(this.length + 1);
    this.data[this.length++] = value;
  }
  /** Makes room for `capacity` values in all. */
  reserve(capacity) {
    if (capacity <= this.data.length) return;
    const next = this.make(Math.max(capacity, this.data.length * 2));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
  /** The values pushed, as a view (valid until the next push). */
  view() {
    return this.data.subarray(0, this.length);
  }
  /** A copy of the values pushed. */
  copy() {
    return this.data.slice(0, this.length);
  }
};
var int32s = (capacity) => new GrowableArray((n) => new Int32Array(n), capacity);
var float64s = (capacity) => new GrowableArray((n) => new Float64Array(n), capacity);

// ../../packages/verify/src/parsed-tour.ts
var MAX_NOTES = 100;
var ParsedTourBuilder = class {
  xs = float64s();
  ys = float64s();
  zs = float64s();
  lines = int32s();
  columns = int32s();
  malformedNotes = /* @__PURE__ */ new Map();
  notation;
  begin(_reading, notation) {
    this.notation = notation;
  }
  visit(x, y, z, line, column) {
    this.xs.push(x);
    this.ys.push(y);
    this.zs.push(z);
    this.lines.push(line);
    this.columns.push(column);
  }
  malformed(why, line, column) {
    this.visit(Number.NaN, Number.NaN, Number.NaN, line, column);
    if (this.malformedNotes.size < MAX_NOTES) this.malformedNotes.set(this.xs.length, why);
  }
  /** The tour, once the reader has finished (the final reading replaces the one given to `begin`). */
  build(reading2, claims) {
    return {
      format: reading2.format,
      board: reading2.board,
      length: this.xs.length,
      xs: this.xs.copy(),
      ys: this.ys.copy(),
      zs: this.zs.copy(),
      malformed: this.malformedNotes,
      lines: this.lines.copy(),
      columns: this.columns.copy(),
      claims,
      reading: reading2,
      ...this.notation ? { notation: this.notation } : {}
    };
  }
};

// ../../packages/verify/src/analyze/walk.ts
function knightVectors(board) {
  const out = [];
  const zs = board.depth > 1 ? [-2, -1, 0, 1, 2] : [0];
  for (const dz of zs) {
    for (let dy = -2; dy <= 2; dy++) {
      for (let dx = -2; dx <= 2; dx++) if (isKnightStep(dx, dy, dz)) out.push([dx, dy, dz]);
    }
  }
  return out;
}
function tourWalk(input) {
  let tour;
  if (input.xs instanceof Float64Array) tour = input;
  else {
    const builder = new ParsedTourBuilder();
    const { reading: reading2, claims } = readTourObject(input, builder);
    tour = builder.build(reading2, claims);
  }
  const { board } = tour;
  const squares = new Int32Array(tour.length);
  for (let i = 0; i < tour.length; i++) {
    const s = (tour.zs[i] * board.height + tour.ys[i]) * board.width + tour.xs[i];
    squares[i] = Number.isInteger(s) && tour.xs[i] < board.width && tour.ys[i] < board.height ? s : -1;
  }
  const problem = checkSquares(board, squares);
  if (problem !== void 0) {
    throw new TourFormatError(
      `not a complete tour of ${boardName(board)}, nothing to analyse: ${problem}`
    );
  }
  const step = new Int32Array(squares.length);
  for (let i = 0; i < squares.length; i++) step[squares[i]] = i;
  const vectors = knightVectors(board);
  const at = (s) => coordinates(board, s);
  const [x0, y0, z0] = at(squares[0]);
  const [x1, y1, z1] = at(squares[squares.length - 1]);
  const closed = squares.length > 2 && isKnightStep(x1 - x0, y1 - y0, z1 - z0);
  return { board, squares, step, closed, vectors };
}
function coordinates(board, s) {
  const x = s % board.width;
  const rest = (s - x) / board.width;
  const y = rest % board.height;
  return [x, y, (rest - y) / board.height];
}
function indexOf(board, x, y, z) {
  if (x < 0 || y < 0 || z < 0 || x >= board.width || y >= board.height || z >= board.depth)
    return -1;
  return (z * board.height + y) * board.width + x;
}

// ../../packages/verify/src/analyze/shape.ts
var CROSSINGS_LIMIT = 2 ** 24;
var orient = (ax, ay, bx, by, cx, cy) => Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
function tourShape(walk) {
  const { board, squares, step, closed } = walk;
  const n = squares.length;
  const moves = closed ? n : n - 1;
  const end = (i) => squares[(i + 1) % n];
  let crossings;
  if (board.depth === 1 && n <= CROSSINGS_LIMIT) {
    crossings = 0;
    for (let i = 0; i < moves; i++) {
      const [ax, ay] = coordinates(board, squares[i]);
      const [bx, by] = coordinates(board, end(i));
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const c = indexOf(board, ax + dx, ay + dy, 0);
          if (c < 0) continue;
          const j = step[c];
          if (j <= i || j >= moves) continue;
          const [cx, cy] = [ax + dx, ay + dy];
          const [ex, ey] = coordinates(board, end(j));
          if (orient(ax, ay, bx, by, cx, cy) * orient(ax, ay, bx, by, ex, ey) < 0 && orient(cx, cy, ex, ey, ax, ay) * orient(cx, cy, ex, ey, bx, by) < 0) {
            crossings++;
          }
        }
      }
    }
  }
  let turns = 0;
  let straight = 0;
  const angles = {};
  for (let i = closed ? 0 : 1; i < (closed ? n : n - 1); i++) {
    const [px, py, pz] = coordinates(board, squares[(i - 1 + n) % n]);
    const [x, y, z] = coordinates(board, squares[i]);
    const [qx, qy, qz] = coordinates(board, squares[(i + 1) % n]);
    const dot = (x - px) * (qx - x) + (y - py) * (qy - y) + (z - pz) * (qz - z);
    if (dot === 5) {
      straight++;
      continue;
    }
    turns++;
    const angle = String(Math.round(Math.acos(dot / 5) * 1800 / Math.PI) / 10);
    angles[angle] = (angles[angle] ?? 0) + 1;
  }
  return { crossings, turns, straight, angles };
}

// ../../packages/verify/src/analyze/symmetry.ts
function maps(walk) {
  const { width, height, depth } = walk.board;
  const sides = [width, height, depth];
  return symmetriesOf(walk.board).map((g) => {
    const [a0 = 0, a1 = 1, a2 = 2] = g.axes;
    const [f0 = false, f1 = false, f2 = false] = g.flips;
    const take = (axis, x, y, z) => axis === 0 ? x : axis === 1 ? y : z;
    return {
      name: g.name,
      kind: g.kind,
      image(s) {
        const x = s % width;
        const rest = (s - x) / width;
        const y = rest % height;
        const z = (rest - y) / height;
        const u = take(a0, x, y, z);
        const v = take(a1, x, y, z);
        const w = take(a2, x, y, z);
        return ((f2 ? sides[2] - 1 - w : w) * height + (f1 ? sides[1] - 1 - v : v)) * width + (f0 ? sides[0] - 1 - u : u);
      }
    };
  });
}
function links(walk) {
  const { squares, closed } = walk;
  const n = squares.length;
  const next = new Int32Array(n).fill(-1);
  const prev = new Int32Array(n).fill(-1);
  for (let i = 0; i + 1 < n; i++) {
    next[squares[i]] = squares[i + 1];
    prev[squares[i + 1]] = squares[i];
  }
  if (closed) {
    next[squares[n - 1]] = squares[0];
    prev[squares[0]] = squares[n - 1];
  }
  return { next, prev };
}
function classify(walk) {
  const { squares, closed, board } = walk;
  const n = squares.length;
  const { next, prev } = links(walk);
  const group3 = maps(walk);
  const symmetries = [];
  let order = 0;
  for (const { name, kind, image } of group3) {
    let forward = true;
    let backward = true;
    for (let s = 0; s < n && (forward || backward); s++) {
      const after = next[s] < 0 ? -1 : image(next[s]);
      const at = image(s);
      if (after !== next[at]) forward = false;
      if (after !== prev[at]) backward = false;
    }
    if (!forward && !backward) continue;
    order++;
    if (name !== "identity") symmetries.push({ name, kind, reversed: !forward });
  }
  const canonical2 = canonicalForm(walk, group3);
  return {
    symmetries,
    order,
    canonical: canonical2,
    id: `${boardName(board)}-${closed ? "c" : "o"}-${hash(canonical2)}`
  };
}
function canonicalForm(walk, group3) {
  const { squares, closed, step } = walk;
  const n = squares.length;
  let candidates = [];
  for (const { image } of group3) {
    if (closed) {
      let zero = 0;
      for (let s = 0; s < n; s++) if (image(s) === 0) zero = s;
      candidates.push(
        { image, start: step[zero], dir: 1 },
        { image, start: step[zero], dir: -1 }
      );
    } else candidates.push({ image, start: 0, dir: 1 }, { image, start: n - 1, dir: -1 });
  }
  const at = (c, k) => c.image(squares[((c.start + c.dir * k) % n + n) % n]);
  const out = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    let least = Infinity;
    for (const c of candidates) least = Math.min(least, at(c, k));
    out[k] = least;
    if (candidates.length > 1) candidates = candidates.filter((c) => at(c, k) === least);
  }
  return out;
}
function hash(values) {
  let h1 = 3735928559;
  let h2 = 1103547991;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    h1 = Math.imul(h1 ^ v, 2654435761);
    h2 = Math.imul(h2 ^ v, 1597334677);
  }
  h1 = Math.imul(h1 ^ h1 >>> 16, 2246822507);
  h1 ^= Math.imul(h2 ^ h2 >>> 13, 3266489909);
  h2 = Math.imul(h2 ^ h2 >>> 16, 2246822507);
  h2 ^= Math.imul(h1 ^ h1 >>> 13, 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return value.toString(16).padStart(14, "0").slice(-12);
}

// ../../packages/verify/src/analyze/warnsdorff.ts
function warnsdorffTail(walk) {
  const { board, squares, step, vectors } = walk;
  const n = squares.length;
  const onward = (u, i) => {
    const [x, y, z] = coordinates(board, u);
    let count2 = 0;
    for (const [dx, dy, dz] of vectors) {
      const v = indexOf(board, x + dx, y + dy, z + dz);
      if (v >= 0 && step[v] > i) count2++;
    }
    return count2;
  };
  let tail = 0;
  for (let i = n - 2; i >= 0; i--) {
    const [x, y, z] = coordinates(board, squares[i]);
    const chosen = onward(squares[i + 1], i);
    let follows = true;
    for (const [dx, dy, dz] of vectors) {
      const u = indexOf(board, x + dx, y + dy, z + dz);
      if (u >= 0 && step[u] > i && onward(u, i) < chosen) {
        follows = false;
        break;
      }
    }
    if (!follows) break;
    tail++;
  }
  return tail;
}

// ../../packages/verify/src/analyze/analyze.ts
function analyzeTour(tour, options = {}) {
  const walk = tourWalk(tour);
  const { board, squares } = walk;
  const klass = classify(walk);
  const rules = options.rules ?? [];
  const label2 = (s) => squareLabel(cellAt(board, s));
  return {
    board,
    squares: squares.length,
    closed: walk.closed,
    symmetries: klass.symmetries,
    symmetryOrder: klass.order,
    canonical: klass.canonical,
    classId: klass.id,
    shape: tourShape(walk),
    magic: tourMagic(walk),
    warnsdorffTail: warnsdorffTail(walk),
    producedBy: matchRules(walk, rules),
    rulesTried: rules.length,
    start: label2(squares[0]),
    end: label2(squares[squares.length - 1])
  };
}
function describeSymmetry(analysis) {
  const { symmetries, symmetryOrder } = analysis;
  if (symmetries.length === 0) return "none (asymmetric)";
  const fold = ["", "no", "two-fold", "three-fold", "four-fold"][symmetryOrder] ?? `${symmetryOrder}-fold`;
  const maps2 = symmetries.map((s) => `${s.name}${s.reversed ? " reversed" : ""}`).join(", ");
  return `${fold} (${maps2})`;
}

// ../../packages/verify/src/conformance.ts
function compareWithRule(board, walk, rule, explain) {
  const { width } = board;
  const reference = rule.squares;
  const shorter = Math.min(walk.length, reference.length);
  let k = 0;
  while (k < shorter && walk[k] === reference[k]) k++;
  if (k === walk.length && k === reference.length) return void 0;
  const at = (s) => [s % width, Math.floor(s / width)];
  const mine = k < walk.length ? at(walk[k]) : void 0;
  const theirs = k < reference.length ? at(reference[k]) : void 0;
  const cells = width * board.height;
  const outcome = walk.length === cells && reference.length < cells ? "completes-where-rule-is-stuck" : walk.length < cells && reference.length === cells ? "stuck-where-rule-completes" : void 0;
  const why = k === 0 ? `the walk starts on ${mine ? squareLabel(mine) : "no square"}, ${rule.algorithm}’s on ${theirs ? squareLabel(theirs) : "no square"}` : explain(k + 1, mine);
  return {
    step: k + 1,
    ...mine ? { walk: mine } : {},
    ...theirs ? { rule: theirs } : {},
    ...outcome ? { outcome } : {},
    why
  };
}
function describeDeparture(departure, algorithm) {
  const { step, walk, rule, outcome, why } = departure;
  const what = walk ? rule ? `${squareLabel(walk)} where ${algorithm} moves to ${squareLabel(rule)}` : `${squareLabel(walk)} where ${algorithm} stops` : `stops where ${algorithm} moves to ${squareLabel(rule)}`;
  const ending = outcome === "completes-where-rule-is-stuck" ? `; it completes a tour where ${algorithm} gets stuck` : outcome === "stuck-where-rule-completes" ? `; it gets stuck where ${algorithm} completes a tour` : "";
  return `departs from ${algorithm} at step ${step}: ${what}; ${why}${ending}`;
}

// ../../packages/verify/src/formats/ascii.ts
var { TextEncoder: TextEncoder2 } = globalThis;
var AsciiView = class {
  encoder = new TextEncoder2();
  buffer = new Uint8Array(0);
  chunk;
  bytes;
  /** The bytes of `chunk` (index i is its char i), or undefined when it is not all ASCII. */
  of(chunk) {
    if (chunk === this.chunk) return this.bytes;
    this.chunk = chunk;
    const n = chunk.length;
    if (this.buffer.length < n) this.buffer = new Uint8Array(Math.max(n, this.buffer.length * 2));
    const view = this.buffer.subarray(0, n);
    const { read, written: written2 } = this.encoder.encodeInto(chunk, view);
    this.bytes = read === n && written2 === n ? view : void 0;
    return this.bytes;
  }
};

// ../../packages/verify/src/formats/fast-paths.ts
var fastPaths = { enabled: true, boardCells: 2 ** 20 };

// ../../packages/verify/src/formats/tokens.ts
var SEPARATORS = ["->", "=>", "–>", "—>", "→", "⇒", "⟶", "-", "–", "—", ",", ";", "|"];
var SEPARATOR_ALTERNATIVES = SEPARATORS.map((s) => s.replace(/[|\\-]/g, "\\$&")).join("|");
var SEPARATOR = new RegExp(`^(?:${SEPARATOR_ALTERNATIVES})+$`);
var NUMBERING = /^#?\d+(?:\.+|[:)])+$/;

// ../../packages/verify/src/formats/algebraic.ts
function fileIndex(letters) {
  let v = 0;
  for (let i = 0; i < letters.length; i++) v = v * 26 + ((letters.charCodeAt(i) | 32) - 96);
  return v - 1;
}
function fileName(x) {
  let name = "";
  let v = x + 1;
  while (v > 0) {
    const r = (v - 1) % 26;
    name = String.fromCharCode(97 + r) + name;
    v = (v - 1 - r) / 26;
  }
  return name;
}
function squareName(x, y, height) {
  return x >= 0 ? `${fileName(x)}${height - y}` : `(${x},${height - y})`;
}
var NOISE = /^(?:move|moves|nr|no|knight|step|to|from|#)\.?:?$/i;
var SQUARE = /(N(?=[a-z]))?([a-zA-Z]{1,3})(\d{1,6})/y;
var JOIN = /(?:->|=>|–>|—>|[-–—→⇒⟶:x])?/y;
var SUFFIX = /[+#!?]*$/;
function tokenSquares(token, start) {
  const body = token.replace(SUFFIX, "");
  const out = [];
  let i = 0;
  while (i < body.length) {
    if (out.length > 0) {
      JOIN.lastIndex = i;
      JOIN.exec(body);
      i = JOIN.lastIndex;
    }
    SQUARE.lastIndex = i;
    const m = SQUARE.exec(body);
    if (!m) return void 0;
    const letters = m[2];
    if (letters !== letters.toLowerCase() && letters !== letters.toUpperCase()) return void 0;
    out.push({
      file: fileIndex(letters),
      rank: Number(m[3]),
      column: start + i + (m[1] ? 2 : 1)
    });
    i = SQUARE.lastIndex;
  }
  return out.length > 0 ? out : void 0;
}
function readAlgebraicLine(line, last) {
  const out = [];
  let previous = last;
  const token = /[^\s,;]+/g;
  for (let m = token.exec(line); m !== null; m = token.exec(line)) {
    let text = m[0];
    let start = m.index;
    const glued = /^(#?\d+(?:\.+|[:)])+|nr\.\d+:?)([A-Za-z].*)$/i.exec(text);
    if (glued) {
      start += glued[1].length;
      text = glued[2];
    }
    if (NUMBERING.test(text) || NOISE.test(text) || SEPARATOR.test(text) || /^nr\.\d+:?$/i.test(text)) {
      continue;
    }
    const squares = tokenSquares(text, start);
    if (!squares) return void 0;
    const first = squares[0];
    const from = squares.length > 1 && previous && previous.file === first.file && previous.rank === first.rank ? 1 : 0;
    for (let i = from; i < squares.length; i++) out.push(squares[i]);
    previous = squares[squares.length - 1];
  }
  return out.length > 0 ? out : void 0;
}

// ../../packages/verify/src/formats/keys.ts
var KEYS = {
  x: { axis: "x", family: "xy" },
  y: { axis: "y", family: "xy" },
  z: { axis: "z", family: "xy" },
  col: { axis: "x", family: "rc" },
  column: { axis: "x", family: "rc" },
  c: { axis: "x", family: "rc" },
  row: { axis: "y", family: "rc" },
  r: { axis: "y", family: "rc" },
  layer: { axis: "z", family: "xy" },
  level: { axis: "z", family: "xy" },
  file: { axis: "x", family: "chess" },
  rank: { axis: "y", family: "chess" }
};
var AXIS_KEY_NAMES = Object.keys(KEYS).sort((a, b) => b.length - a.length);
function axisKey(name) {
  return Object.hasOwn(KEYS, name.toLowerCase()) ? KEYS[name.toLowerCase()] : void 0;
}
function headerOrder(first, second) {
  const a = axisKey(first)?.axis;
  const b = axisKey(second)?.axis;
  if (a === "x" && b === "y") return "xy";
  if (a === "y" && b === "x") return "rc";
  return void 0;
}
function keyedValues(keys, values) {
  if (keys.length !== values.length || keys.length < 2 || keys.length > 3) return void 0;
  let family;
  const byAxis = {};
  for (let i = 0; i < keys.length; i++) {
    const key = axisKey(keys[i]);
    if (!key || byAxis[key.axis] !== void 0) return void 0;
    if (key.axis !== "z") {
      if (family !== void 0 && family !== key.family) return void 0;
      family = key.family;
    }
    byAxis[key.axis] = values[i];
  }
  const { x, y, z } = byAxis;
  if (x === void 0 || y === void 0 || family === void 0) return void 0;
  const rc = family === "rc";
  return {
    values: [rc ? y : x, rc ? x : y, ...z !== void 0 ? [z] : []],
    order: rc ? "rc" : "xy",
    fromBottom: family === "chess",
    family
  };
}

// ../../packages/verify/src/sink.ts
var SquareRun = class _SquareRun {
  /** Squares handed over at most at once (a run is flushed when full). */
  static CAPACITY = 4096;
  length = 0;
  xs = new Float64Array(_SquareRun.CAPACITY);
  ys = new Float64Array(_SquareRun.CAPACITY);
  zs = new Float64Array(_SquareRun.CAPACITY);
  lines = new Int32Array(_SquareRun.CAPACITY);
  columns = new Int32Array(_SquareRun.CAPACITY);
  get full() {
    return this.length === _SquareRun.CAPACITY;
  }
  add(x, y, z, line, column) {
    const i = this.length++;
    this.xs[i] = x;
    this.ys[i] = y;
    this.zs[i] = z;
    this.lines[i] = line;
    this.columns[i] = column;
  }
};
function visitRun(sink, run2) {
  if (run2.length === 0) return;
  if (sink.visitRun) sink.visitRun(run2);
  else {
    const { xs, ys, zs, lines, columns } = run2;
    for (let i = 0; i < run2.length; i++) sink.visit(xs[i], ys[i], zs[i], lines[i], columns[i]);
  }
  run2.length = 0;
}
var RecordingSink = class _RecordingSink {
  static LIMIT = 2 ** 22;
  xs = [];
  ys = [];
  zs = [];
  lines = [];
  overflow = false;
  begin() {
  }
  visit(x, y, z, line) {
    this.keep(x, y, z, line);
  }
  malformed(_why, line) {
    this.keep(Number.NaN, Number.NaN, Number.NaN, line);
  }
  keep(x, y, z, line) {
    if (this.xs.length >= _RecordingSink.LIMIT) {
      this.overflow = true;
      return;
    }
    this.xs.push(x);
    this.ys.push(y);
    this.zs.push(z);
    this.lines.push(line);
  }
};

// ../../packages/verify/src/formats/board/grid.ts
var COLUMN_LIMIT = 2 ** 22;
var consecutive = (values, step) => values.length >= 2 && values.every((v, i) => v >= 0 && v === values[0] + step * i);
var countsRow = (r) => consecutive(r.values, 1) && (r.values[0] === 0 || r.values[0] === 1);
var BoardReader = class {
  held = [];
  heldCells = 0;
  fileLetters;
  layout;
  cells = int32s(0);
  /** Column of each cell, until the board is too large to keep them. */
  columns = int32s(0);
  rowLines = int32s(16);
  stored = 0;
  /** Rows stored before each layer marker. */
  layerStarts = [];
  firstLine = 0;
  lastLine = 0;
  /** Rows of numbers seen (a board needs at least two, or one row forced by --input-format). */
  rows = 0;
  /** Whether every row so far holds exactly one number. */
  singles = true;
  borders = 0;
  /** Lines dropped from the head of the board: a size line such as `8` just above it. */
  sizeLines = [];
  touch(line) {
    if (this.firstLine === 0) this.firstLine = line;
    this.lastLine = line;
  }
  addRow(row2, line) {
    this.touch(line);
    this.rows++;
    if (row2.values.length !== 1) this.singles = false;
    if (this.layout) this.store({ ...row2, line });
    else {
      this.held.push({ ...row2, line });
      this.heldCells += row2.values.length;
      if (this.heldCells > fastPaths.boardCells && this.held.length >= 3) this.decide();
    }
  }
  addFileLetters(letters, line) {
    this.touch(line);
    this.fileLetters ??= letters;
  }
  addBorder(line) {
    this.touch(line);
    this.borders++;
  }
  /** A `# layer z` line: the rows after it are the next layer of a box. */
  addLayer(line) {
    this.touch(line);
    this.layerStarts.push(this.layout ? this.stored : this.held.length);
  }
  get layered() {
    return this.layerStarts.length > 0;
  }
  /** The single numbers of a block of one number a line (linear indices), with their lines. */
  heldSingles() {
    return {
      values: this.held.map((r) => r.values[0]),
      lines: this.held.map((r) => r.line),
      columns: this.held.map((r) => r.columns[0])
    };
  }
  /** The values of a one-row block, for reading it as linear indices. */
  heldRow() {
    return this.held.length === 1 ? this.held[0] : void 0;
  }
  decide() {
    let rows = this.held;
    while (rows.length >= 2 && rows[0].values.length === 1 && rows[1].values.length >= 3) {
      this.sizeLines.push(rows[0].line);
      rows = rows.slice(1);
      for (let i = 0; i < this.layerStarts.length; i++)
        this.layerStarts[i] = Math.max(0, this.layerStarts[i] - 1);
    }
    const labelled = !this.layered;
    let fileLabels = this.fileLetters;
    let numericFiles = false;
    if (labelled && rows.length >= 2 && countsRow(rows[0]) && !rows[0].leftWord && rows[1].values.length >= rows[0].values.length) {
      fileLabels ??= rows[0].values.map(String);
      numericFiles = fileLabels === void 0 || !this.fileLetters;
      rows = rows.slice(1);
    }
    if (labelled && rows.length >= 2 && countsRow(rows[rows.length - 1]) && !rows[rows.length - 1].leftWord && rows[rows.length - 2].values.length >= rows[rows.length - 1].values.length) {
      if (!this.fileLetters) {
        fileLabels = rows[rows.length - 1].values.map(String);
        numericFiles = true;
      }
      rows = rows.slice(0, -1);
    }
    const firsts = rows.map((r) => r.values[0]);
    const lasts = rows.map((r) => r.values[r.values.length - 1]);
    const wide = labelled && rows.every((r) => r.values.length >= 3);
    const left = wide && rows.length >= 2 && (consecutive(firsts, 1) || consecutive(firsts, -1) || rows.every((r) => r.sepAfter[0] && !r.sepAfter[1] && !r.sepBefore[0]));
    const right = wide && rows.length >= 2 && (consecutive(lasts, 1) || consecutive(lasts, -1) || rows.every((r) => {
      const k = r.values.length - 1;
      return r.sepBefore[k] && !r.sepBefore[k - 1] && !r.sepAfter[k];
    }));
    const rankLabels = [];
    for (const r of rows) {
      const label2 = left ? String(r.values[0]) : r.leftWord ?? (right ? String(r.values[r.values.length - 1]) : r.rightWord);
      if (label2 !== void 0) rankLabels.push(label2);
    }
    const first = rows[0];
    const width = first ? first.values.length - (left ? 1 : 0) - (right ? 1 : 0) : 0;
    this.layout = {
      left,
      right,
      rankLabels: labelled && rankLabels.length === rows.length ? rankLabels : [],
      fileLabels: labelled ? fileLabels : void 0,
      numericFiles,
      drawn: rows.some((r) => r.drawn) || this.borders > 0,
      width
    };
    const guess = Math.min(Math.max(1, width * Math.max(width, rows.length)), 2 ** 28);
    this.cells.reserve(guess);
    if (guess <= COLUMN_LIMIT) this.columns?.reserve(guess);
    else this.columns = void 0;
    this.held = [];
    for (const r of rows) this.store(r);
  }
  store(row2) {
    const layout = this.layout;
    const from = layout.left ? 1 : 0;
    this.storeCells(
      row2.values,
      row2.columns,
      from,
      row2.values.length - (layout.right ? 1 : 0),
      row2.line
    );
  }
  /** Cells `from` to `to` of a row of numbers, with their columns, labels already left out. */
  storeCells(values, columns, from, to, line) {
    const { width } = this.layout;
    if (to - from !== width) {
      throw new TourFormatError(
        `this row has ${to - from} squares, the first row has ${width}`,
        line,
        columns[0]
      );
    }
    if (this.cells.length + width > COLUMN_LIMIT) this.columns = void 0;
    const cells = this.cells;
    cells.reserve(cells.length + width);
    const data = cells.data;
    let at = cells.length;
    for (let i = from; i < to; i++) data[at++] = values[i];
    cells.length = at;
    const kept = this.columns;
    if (kept) {
      kept.reserve(kept.length + width);
      const where2 = kept.data;
      let k = kept.length;
      for (let i = from; i < to; i++) where2[k++] = columns[i];
      kept.length = k;
    }
    this.rowLines.push(line);
    this.stored++;
  }
  /**
   * Rows now go straight into the cells with no label column to strip: TourReader's fast path
   * may hand them over by {@link addCells}.
   */
  get takesCells() {
    return this.layout !== void 0 && !this.layout.left && !this.layout.right;
  }
  /** A row of `n` ≥ 3 numbers (no label, no empty cell) and their columns: as `addRow` takes it. */
  addCells(values, columns, n, line) {
    this.touch(line);
    this.rows++;
    this.singles = false;
    this.storeCells(values, columns, 0, n, line);
  }
  /** The rows of each layer: all equal on a box, or the one layer of a 2-D board. */
  layerHeight() {
    if (!this.layered) return { height: this.stored, depth: 1 };
    const starts = this.layerStarts;
    const depth = starts.length;
    const rowsOf2 = (z) => (z + 1 < depth ? starts[z + 1] : this.stored) - starts[z];
    const height = rowsOf2(0);
    for (let z = 0; z < depth; z++) {
      if (rowsOf2(z) !== height || z === 0 && starts[0] !== 0) {
        throw new TourFormatError(
          `layer ${z} has ${rowsOf2(z)} rows, layer 0 has ${height}: every layer of a box has the same rows`,
          this.rowLines.data[starts[z]] ?? this.lastLine
        );
      }
    }
    return { height, depth };
  }
  /** The board, labels stripped. */
  finish() {
    if (!this.layout) this.decide();
    const layout = this.layout;
    const { width } = layout;
    const { height, depth } = this.layerHeight();
    const ranks = layout.rankLabels.length === height ? layout.rankLabels : void 0;
    const files = layout.fileLabels && layout.fileLabels.length === width ? layout.fileLabels : void 0;
    let notation;
    let bottomUp = false;
    if (ranks) {
      const nums = ranks.map(Number);
      bottomUp = nums.every((v, i) => v === nums[0] - i) && nums[height - 1] !== void 0 && nums[0] > nums[height - 1];
    }
    if (files && ranks) {
      notation = layout.numericFiles ? (x, y) => `(${files[x] ?? x},${ranks[y] ?? y})` : (x, y) => `${files[x] ?? x}${ranks[y] ?? y}`;
    } else if (files && !layout.numericFiles) {
      notation = (x, y) => `${files[x] ?? fileName(x)}${height - y}`;
    } else if (ranks && bottomUp && Number(ranks[height - 1]) === 1) {
      notation = (x, y) => `${fileName(x)}${ranks[y] ?? height - y}`;
    }
    const parts = [depth > 1 ? "boards of step numbers, one per layer" : "board of step numbers"];
    if (layout.drawn) parts.push("drawn with borders");
    if (ranks || files) {
      parts.push(
        `${[ranks ? "rank" : "", files ? "file" : ""].filter(Boolean).join(" and ")} labels`
      );
    }
    if (ranks && bottomUp) parts.push("rank 1 at the bottom");
    return {
      board: { width, height, depth },
      cells: this.cells.view(),
      rowLines: this.rowLines.copy(),
      columns: this.columns?.view(),
      notation,
      style: parts.join(", "),
      firstLine: this.firstLine,
      lastLine: this.lastLine
    };
  }
};

// ../../packages/verify/src/formats/board/replay.ts
function where(grid, c) {
  const row2 = Math.floor(c / grid.board.width);
  return { line: grid.rowLines[row2] ?? 0, column: grid.columns?.[c] ?? 0 };
}
function boardOrigin(grid, fixed) {
  if (fixed.origin !== void 0) return fixed.origin;
  let min = Infinity;
  for (let i = 0; i < grid.cells.length; i++) {
    const v = grid.cells[i];
    if (v >= 0 && v < min) min = v;
  }
  return min === 0 ? 0 : 1;
}
function replayBoard(grid, origin, sink) {
  const { cells } = grid;
  const { width, height } = grid.board;
  const n = cells.length;
  let max = -1;
  for (let c = 0; c < n; c++) {
    const v = cells[c];
    if (v < 0) continue;
    const k = v - origin + 1;
    if (k < 1 || k > n) {
      const at = where(grid, c);
      throw new TourFormatError(
        `step number ${v} is beyond the ${n} squares of the ${boardName(grid.board)} board (numbered from ${origin})`,
        at.line,
        at.column || void 0
      );
    }
    if (k > max) max = k;
  }
  const pos = new Int32Array(Math.max(0, max)).fill(-1);
  const twice2 = /* @__PURE__ */ new Map();
  for (let c = 0; c < n; c++) {
    const v = cells[c];
    if (v < 0) continue;
    const k = v - origin + 1;
    const p = pos[k - 1];
    if (p === -1) pos[k - 1] = c;
    else {
      if (p >= 0 && twice2.size < 1e3) twice2.set(k, [p, c]);
      pos[k - 1] = -2;
    }
  }
  const cellOf2 = (c) => {
    const x = c % width;
    const rest = (c - x) / width;
    const y = rest % height;
    return [x, y, (rest - y) / height];
  };
  const name = (c) => {
    const [x, y, z] = cellOf2(c);
    if (grid.notation) return grid.notation(x, y, z);
    return squareLabel(squareOf(grid.board, x, y, z));
  };
  const run2 = new SquareRun();
  const { rowLines, columns } = grid;
  for (let k = 1; k <= max; k++) {
    const c = pos[k - 1];
    if (c >= 0) {
      const x = c % width;
      const row2 = (c - x) / width;
      const y = row2 % height;
      run2.add(x, y, (row2 - y) / height, rowLines[row2] ?? 0, columns?.[c] ?? 0);
      if (run2.full) visitRun(sink, run2);
      continue;
    }
    visitRun(sink, run2);
    if (c === -1) {
      sink.malformed(
        `number ${k - 1 + origin} is missing from the board (the largest is ${max - 1 + origin})`,
        0,
        0
      );
    } else {
      const pair = twice2.get(k);
      const second = pair ? where(grid, pair[1]) : { line: 0, column: 0 };
      const both = pair ? `: at ${name(pair[0])} and ${name(pair[1])}` : "";
      sink.malformed(
        `number ${k - 1 + origin} is written twice${both}`,
        second.line,
        second.column
      );
    }
  }
  visitRun(sink, run2);
}
function isTourWalk(walk, width, height) {
  const n = width * height;
  if (walk.length !== n) return false;
  const seen = new Uint8Array(n);
  let px = -1;
  let py = -1;
  for (let i = 0; i < n; i++) {
    const s = walk[i];
    if (!(s >= 0 && s < n) || seen[s]) return false;
    seen[s] = 1;
    const x = s % width;
    const y = (s - x) / width;
    if (i > 0 && !isKnightStep(x - px, y - py)) return false;
    px = x;
    py = y;
  }
  return true;
}
function indicesReadingIsTour(grid, origin, size2) {
  const { cells } = grid;
  const { width, height, depth } = grid.board;
  const n = cells.length;
  if (n > COLUMN_LIMIT || n < 2 || depth > 1 || size2 && size2.depth > 1) return false;
  const pos = new Int32Array(n).fill(-1);
  for (let c = 0; c < n; c++) {
    const k = cells[c] - origin;
    if (k < 0 || k >= n || pos[k] !== -1) return false;
    pos[k] = c;
  }
  if (isTourWalk(pos, width, height)) return false;
  const w = size2?.width ?? width;
  const h = size2?.height ?? height;
  if (w * h !== n) return false;
  for (const o of [0, 1]) {
    if (isTourWalk(
      Array.from(cells, (v) => v - o),
      w,
      h
    ))
      return true;
  }
  return false;
}

// ../../packages/verify/src/formats/board/emit.ts
function emitBoard(grid, fixed, sink, how) {
  const size2 = fixed.size;
  const { board } = grid;
  if (size2 && boardName(size2) !== boardName(board)) {
    throw new TourFormatError(
      `the board has ${boardName(board)} squares but --size says ${boardName(size2)}`,
      grid.firstLine || void 0
    );
  }
  if (cellCount(board) === 1) {
    throw new AmbiguousReadingError(
      `${how.where} ${how.where.startsWith("line") ? "holds" : "hold"} a board of one square: a truncated file or a misreading, not a tour; give --size WxH and --input-format if it is one`,
      grid.firstLine || void 0
    );
  }
  const origin = boardOrigin(grid, fixed);
  if (fixed.format === void 0 && indicesReadingIsTour(grid, origin, size2)) {
    throw new AmbiguousReadingError(
      `${how.where} read as a board of step numbers are not a tour, but read as linear square indices they are: give --input-format text or --input-format indices`
    );
  }
  const reading2 = {
    format: how.format,
    style: grid.style,
    origin,
    order: "xy",
    board,
    sizeFrom: size2 ? "option" : "grid",
    ...how.key !== void 0 ? { key: how.key } : {},
    skipped: []
  };
  const notation = grid.notation ?? how.notation;
  sink.begin(reading2, notation, how.claims ?? {});
  replayBoard(grid, origin, sink);
  return { reading: reading2, notation };
}

// ../../packages/verify/src/formats/decide.ts
var INFERRED_SHARE = 4;
function inferredBoard(width, height, depth, entries, ctx) {
  const board = rethrowAs(
    () => checkBoard({ width, height, depth }),
    (error2) => new TourFormatError(
      `${error2.message} (the size inferred from the squares of ${ctx.where})`,
      ctx.line
    )
  );
  if (cellCount(board) === 1) {
    throw new AmbiguousReadingError(
      `${ctx.where} read as ${ctx.style} ${width === 1 && height === 1 ? "fit" : "fits"} a 1x1 board: a truncated file or a misreading, not a tour; give --size WxH (and --input-format) if it is one`,
      ctx.line
    );
  }
  const cells = cellCount(board);
  if (entries * INFERRED_SHARE < cells) {
    throw new AmbiguousReadingError(
      `${ctx.where} read as ${ctx.style}: ${entries.toLocaleString("en-US")} squares cannot justify the ${boardName(board)} board their largest values imply (${cells.toLocaleString("en-US")} squares; fewer than a quarter of them is a fragment or a misreading, not a tour); give --size WxH (and --input-format) if it is one`,
      ctx.line
    );
  }
  return board;
}
function reading(ctx, board, origin, order, sizeFrom, inferredFrom) {
  return {
    format: ctx.format,
    style: ctx.style,
    origin,
    order,
    board,
    sizeFrom,
    ...inferredFrom ? { inferredFrom } : {},
    ...ctx.key !== void 0 ? { key: ctx.key } : {},
    skipped: []
  };
}
function givenBoard(ctx) {
  if (ctx.fixed.size) return { board: ctx.fixed.size, from: "option" };
  if (ctx.board) return { board: ctx.board, from: "document" };
  return void 0;
}
function emitList(list, family, ctx, sink) {
  const decided = family === "indices" ? decideIndices(list, ctx) : family === "algebraic" ? decideAlgebraic(list, ctx) : decidePairs(list, ctx);
  sink.begin(decided.reading, decided.notation, ctx.claims);
  const { a, b, c, line, column, notes } = list;
  for (let i = 0; i < list.size; i++) {
    const at = line.data[i];
    const col = column.data[i];
    if (list.isBad(i)) {
      sink.malformed(notes.get(i) ?? "malformed entry", at, col);
      continue;
    }
    const square = decided.square(a.data[i], b.data[i], c.data[i]);
    if (typeof square === "string") sink.malformed(square, at, col);
    else sink.visit(square[0], square[1], square[2], at, col);
  }
  return { reading: decided.reading, claims: ctx.claims, notation: decided.notation };
}
function inferredSides(list, sides, decision, board) {
  return sides.map(([side, position]) => {
    const i = list.argmax[position];
    const s = decision.square(list.a.data[i], list.b.data[i], list.c.data[i]);
    const square = typeof s === "string" ? squareOf(board, 0, 0) : squareOf(board, ...s);
    const written2 = typeof s === "string" || !decision.notation ? squareLabel(square) : decision.notation(s[0], s[1], s[2]);
    return { side, length: board[side], step: i + 1, square, written: written2 };
  });
}
function decidePairs(list, ctx) {
  const arity = list.arity === 3 ? 3 : 2;
  const order = ctx.fixed.order ?? ctx.order ?? "xy";
  const min = list.smallest(arity);
  const origin = ctx.fixed.origin ?? ctx.origin ?? (Number.isFinite(min) && min >= 1 ? 1 : 0);
  const given2 = givenBoard(ctx);
  const xAt = order === "xy" ? 0 : 1;
  const yAt = 1 - xAt;
  let board;
  if (given2) board = given2.board;
  else {
    if (list.arity === 0) {
      throw new TourFormatError(
        `no squares to read and no board size (${ctx.where}): give --size WxH`,
        ctx.line
      );
    }
    board = inferredBoard(
      Math.max(1, list.max[xAt] - origin + 1),
      Math.max(1, list.max[yAt] - origin + 1),
      arity === 3 ? Math.max(1, list.max[2] - origin + 1) : 1,
      list.size,
      ctx
    );
  }
  if (squareArity(board) !== arity && list.arity !== 0) {
    throw new TourFormatError(
      arity === 3 ? `${ctx.where} holds squares of three coordinates but the board is ${boardName(board)}` : `${ctx.where} holds squares of two coordinates but the board is the box ${boardName(board)}: a 2-D tour with a depth?`,
      ctx.line
    );
  }
  const { height } = board;
  const flip = ctx.fromBottom === true;
  const [open, close] = ctx.brackets === "()" ? ["(", ")"] : ["[", "]"];
  const plain = origin === 0 && order === "xy" && !flip;
  const written2 = (x, y, z) => {
    const wy = flip ? height - 1 - y : y;
    const pair = order === "xy" ? [x + origin, wy + origin] : [wy + origin, x + origin];
    return arity === 3 ? [...pair, z + origin] : pair;
  };
  const notation = plain ? void 0 : flip && origin === 1 && arity === 2 ? (x, y) => squareName(x, y, height) : (x, y, z) => `${open}${written2(x, y, z).join(", ")}${close}`;
  const square = (a, b, c) => {
    const x = (order === "xy" ? a : b) - origin;
    const wy = (order === "xy" ? b : a) - origin;
    return [x, flip ? height - 1 - wy : wy, arity === 3 ? c - origin : 0];
  };
  const sides = [
    ["width", xAt],
    ["height", yAt],
    ...arity === 3 ? [["depth", 2]] : []
  ];
  const decision = { notation, square };
  return {
    ...decision,
    reading: given2 ? reading(ctx, board, origin, order, given2.from) : reading(ctx, board, origin, order, "inferred", inferredSides(list, sides, decision, board))
  };
}
function decideAlgebraic(list, ctx) {
  const given2 = givenBoard(ctx);
  if (given2 && given2.board.depth > 1) {
    throw new TourFormatError(
      `algebraic notation names squares of a 2-D board, not of the box ${boardName(given2.board)}`
    );
  }
  const board = given2?.board ?? inferredBoard(Math.max(1, list.max[0] + 1), Math.max(1, list.max[1]), 1, list.size, ctx);
  const { height } = board;
  const notation = (x, y) => squareName(x, y, height);
  const square = (file, rank) => [file, height - rank, 0];
  const decision = { notation, square };
  return {
    ...decision,
    reading: given2 ? reading(ctx, board, 1, "xy", given2.from) : reading(
      ctx,
      board,
      1,
      "xy",
      "inferred",
      inferredSides(
        list,
        [
          ["width", 0],
          ["height", 1]
        ],
        decision,
        board
      )
    )
  };
}
function decideIndices(list, ctx) {
  const given2 = givenBoard(ctx);
  const count2 = list.size;
  if (!given2) {
    const root = Math.sqrt(count2);
    const fits2 = [boardName({ width: count2, height: 1, depth: 1 })];
    fits2.push(boardName({ width: 1, height: count2, depth: 1 }));
    if (Number.isInteger(root)) fits2.push(boardName({ width: root, height: root, depth: 1 }));
    throw new AmbiguousReadingError(
      `${ctx.where} holds ${count2} linear square indices, which fit any board of ${count2} squares (${fits2.join(", ")} …): give --size WxH`
    );
  }
  const { board } = given2;
  const origin = ctx.fixed.origin ?? ctx.origin ?? (list.min[0] <= 0 ? 0 : 1);
  const { width, height, depth } = board;
  const total = width * height * depth;
  const notation = (x, y, z) => `index ${(z * height + y) * width + x + origin}`;
  const square = (v) => {
    const s = v - origin;
    if (s < 0 || s >= total) {
      return `index ${v} is beyond the ${total} squares of the ${boardName(board)} board (numbered from ${origin})`;
    }
    const x = s % width;
    const rest = (s - x) / width;
    const y = rest % height;
    return [x, y, (rest - y) / height];
  };
  return { notation, square, reading: reading(ctx, board, origin, "xy", given2.from) };
}

// ../../packages/verify/src/formats/held.ts
var HeldList = class _HeldList {
  static NONE = -2147483648;
  /** Beyond this many entries the reading must be given (`--size` …) so the file streams. */
  static LIMIT = 2 ** 25;
  a = int32s(256);
  b = int32s(256);
  c = int32s(256);
  line = int32s(256);
  column = int32s(256);
  notes = /* @__PURE__ */ new Map();
  min = [Infinity, Infinity, Infinity];
  max = [-Infinity, -Infinity, -Infinity];
  /** Index of the first entry holding `max[i]`. */
  argmax = [-1, -1, -1];
  /** Values per entry (2 or 3), from the first square; 0 before it. */
  arity = 0;
  get size() {
    return this.a.length;
  }
  room() {
    if (this.a.length >= _HeldList.LIMIT) {
      throw new TourFormatError(
        `more than ${_HeldList.LIMIT} entries and the reading is not known: give --size (and --origin, --order) so the file is checked as it streams`
      );
    }
  }
  /** A square as written: its `n` values (two, or three on a box). */
  push(values, line, column, n = values.length) {
    if (this.arity === 0) this.arity = n;
    if (n !== this.arity) {
      this.bad(`${n} numbers where ${this.arity} were expected`, line, column);
      return;
    }
    this.room();
    const i = this.a.length;
    for (let k = 0; k < 3; k++) {
      const v = k < n ? Math.min(2147483647, Math.max(-2147483647, values[k])) : 0;
      (k === 0 ? this.a : k === 1 ? this.b : this.c).push(v);
      if (k >= n) continue;
      if (v < this.min[k]) this.min[k] = v;
      if (v > this.max[k]) {
        this.max[k] = v;
        this.argmax[k] = i;
      }
    }
    this.line.push(line);
    this.column.push(column);
  }
  /** An entry that is not a square (`why` says what it is). */
  bad(why, line, column) {
    this.room();
    const i = this.a.length;
    this.a.push(_HeldList.NONE);
    this.b.push(0);
    this.c.push(0);
    this.line.push(line);
    this.column.push(column);
    if (this.notes.size < 1e3) this.notes.set(i, why);
  }
  isBad(i) {
    return this.a.data[i] === _HeldList.NONE;
  }
  /** The smallest value over the first `n` positions. */
  smallest(n) {
    return Math.min(...this.min.slice(0, n));
  }
};

// ../../packages/verify/src/formats/json/collect.ts
var GridRows = class {
  cells = int32s(256);
  rowLines = int32s(16);
  columns = int32s(256);
  width = 0;
  keepColumns = true;
  /** A row: its first `n` values, with the column of each. */
  add(values, n, columns, line) {
    if (this.width === 0) this.width = n;
    for (let i = 0; i < n; i++) {
      const v = values[i];
      this.cells.push(Number.isInteger(v) && v >= 0 ? Math.min(v, 2147483647) : -1);
      if (this.keepColumns) this.columns.push(columns[i]);
    }
    if (this.cells.length > COLUMN_LIMIT) this.keepColumns = false;
    this.rowLines.push(line);
  }
};
var Collector = class {
  constructor(where2, key, sizes, line, column) {
    this.where = where2;
    this.key = key;
    this.sizes = sizes;
    this.line = line;
    this.column = column;
  }
  where;
  key;
  sizes;
  line;
  column;
  kind;
  /** Values per tuple or row. */
  arity = 0;
  held = new HeldList();
  rows;
  /** Keyed entries: the order and direction their keys give. */
  order;
  fromBottom = false;
  keyFamily;
  squares = 0;
  malformed = 0;
  /** A row of another length than the first: why the array cannot be a board. */
  ragged;
  /** True when `kind` fits the array (fixing it with the first square). */
  fits(kind) {
    this.kind ??= kind;
    return this.kind === kind;
  }
  bad(why, line, column) {
    this.malformed++;
    if (this.kind === "rows") this.ragged ??= { why, line, column };
    else this.held.bad(why, line, column);
  }
  index(v, line, column) {
    if (!this.fits("index")) {
      this.unlike(line, column);
      return;
    }
    this.squares++;
    this.held.push([v], line, column);
  }
  algebraic(file, rank, line, column) {
    if (!this.fits("algebraic")) {
      this.unlike(line, column);
      return;
    }
    this.squares++;
    this.held.push([file, rank], line, column);
  }
  /** An array entry: its first `n` numbers (`NaN` for `null`), with the column of each. */
  tuple(values, n, columns, line, column) {
    let integers = true;
    for (let i = 0; i < n; i++) if (!Number.isInteger(values[i])) integers = false;
    if (this.kind === void 0 && (n >= 4 || n >= 3 && !integers)) this.kind = "rows";
    if (this.kind === "rows") {
      if (n !== this.arity && this.arity !== 0) {
        this.ragged ??= {
          why: `this row has ${n} numbers, the first row has ${this.arity}`,
          line,
          column
        };
      }
      this.arity ||= n;
      this.rows ??= new GridRows();
      this.rows.add(values, n, columns, line);
      this.squares++;
      return;
    }
    if (!integers) {
      this.bad(
        `malformed entry: not all integers (expected ${expectedSquare(n === 3 ? 3 : 2)})`,
        line,
        column
      );
      return;
    }
    if (n < 2 || n > 3 || !this.fits("tuple")) {
      this.bad(
        `malformed entry: ${n} numbers (expected ${expectedSquare(this.arity === 3 ? 3 : 2)})`,
        line,
        column
      );
      return;
    }
    this.arity ||= n;
    this.squares++;
    this.held.push(values, line, column, n);
  }
  keyed(values, order, fromBottom, family, line, column) {
    if (!this.fits("keyed")) {
      this.unlike(line, column);
      return;
    }
    if (this.keyFamily !== void 0 && this.keyFamily !== family) {
      this.bad("an object whose keys are unlike the first entry’s", line, column);
      return;
    }
    this.keyFamily = family;
    this.order = order;
    this.fromBottom = fromBottom;
    this.squares++;
    this.held.push(values, line, column);
  }
  unlike(line, column) {
    const what = {
      index: "a square index",
      algebraic: "an algebraic square",
      tuple: "an [x, y] pair",
      keyed: "an object with coordinate keys",
      rows: "a row of step numbers"
    };
    this.bad(`an entry that is not ${what[this.kind]} like the first`, line, column);
  }
  /** The array can be the tour: squares in it, at least as many as entries that are not. */
  get plausible() {
    return this.squares > 0 && this.squares >= this.malformed;
  }
};

// ../../packages/verify/src/formats/json/choose.ts
var WALK_KEYS = /* @__PURE__ */ new Set([
  "path",
  "paths",
  "tour",
  "tours",
  "moves",
  "squares",
  "solution",
  "solutions",
  "steps",
  "sequence",
  "route",
  "walk",
  "cells",
  "positions",
  "indices"
]);
var named = (c) => c.where === "" ? "the JSON array" : `the array at '${c.where}'`;
function pick(input) {
  const { collectors, fixed, rootKind } = input;
  if (fixed.key) {
    const key = fixed.key.join(".");
    const found = collectors.find((c) => c.where === key);
    if (!found)
      throw new TourFormatError(`the document has no array at ${quote(key)} (the option key)`);
    return found;
  }
  if (rootKind === "object") {
    const path = collectors.find((c) => c.where === "path");
    if (path) return path;
  }
  const candidates = collectors.filter(
    (c) => c.plausible && (c.kind !== "index" || c.where === "" || WALK_KEYS.has((c.key ?? "").toLowerCase()))
  );
  if (candidates.length === 1) return candidates[0];
  if (candidates.length > 1) {
    const names = candidates.slice(0, 8).map((c) => quote(c.where));
    throw new AmbiguousReadingError(
      `the document holds ${candidates.length} arrays that could be the tour: ${names.join(", ")}${candidates.length > 8 ? ", …" : ""}; give --key NAME to pick one`,
      candidates[1].line
    );
  }
  const root = collectors.find((c) => c.where === "");
  if (root && root.squares === 0 && root.malformed === 0) {
    if (fixed.size) return root;
    throw new TourFormatError("an empty array and no board size: give --size WxH");
  }
  if (root) return root;
  if (input.rootSizes.width !== void 0 || input.rootSizes.height !== void 0) {
    throw new TourFormatError("the document has no 'path'");
  }
  throw new TourFormatError(
    `the document has no tour: no 'path', and no array of squares ([x, y] pairs, {x, y} or {row, col} objects, "a1" strings, square indices or rows of step numbers) under any key`
  );
}
function namedBoard(c, root) {
  const sizes = c.sizes.width !== void 0 || c.sizes.height !== void 0 ? c.sizes : root;
  if (sizes.width === void 0 && sizes.height === void 0 && sizes.depth === void 0)
    return void 0;
  return documentBoard({ ...sizes });
}
function triplesAreRows(c, board) {
  if (board) return squareArity(board) === 2;
  return Math.max(...c.held.max) >= c.held.size;
}
function rowsOfTriples(held2) {
  const rows = new GridRows();
  for (let i = 0; i < held2.size; i++) {
    const col = held2.column.data[i];
    const values = held2.isBad(i) ? [] : [held2.a.data[i], held2.b.data[i], held2.c.data[i]];
    rows.add(values, values.length, [col, col, col], held2.line.data[i]);
  }
  return rows;
}
function chooseTour(input) {
  const c = pick(input);
  const { fixed, claims, sink } = input;
  const board = namedBoard(c, input.rootSizes);
  const spec = input.rootKind === "object" && c.where === "path";
  const where2 = named(c);
  const key = c.where === "" || spec ? void 0 : c.where;
  if (c.kind === "rows" || c.kind === "tuple" && c.arity === 3 && triplesAreRows(c, fixed.size ?? board)) {
    if (c.ragged) throw new TourFormatError(c.ragged.why, c.ragged.line, c.ragged.column);
    const rows = c.kind === "rows" ? c.rows : rowsOfTriples(c.held);
    if (c.kind !== "rows" && rows.cells.length !== 3 * c.held.size) {
      throw new TourFormatError(
        `${where2} mixes rows of three numbers with other entries`,
        c.line,
        c.column
      );
    }
    const width = c.kind === "rows" ? c.arity : 3;
    const height = rows.rowLines.length;
    const { reading: reading3 } = emitBoard(
      {
        board: { width, height, depth: 1 },
        cells: rows.cells.view(),
        rowLines: rows.rowLines.view(),
        columns: rows.keepColumns ? rows.columns.view() : void 0,
        notation: void 0,
        style: "rows of step numbers",
        firstLine: c.line,
        lastLine: rows.rowLines.data[height - 1] ?? c.line
      },
      fixed,
      sink,
      { format: "json", where: where2, claims, key }
    );
    return { reading: reading3, claims };
  }
  const family = c.kind === "index" ? "indices" : c.kind === "algebraic" ? "algebraic" : "pairs";
  const styles = {
    index: "array of square indices",
    algebraic: "array of algebraic squares",
    tuple: c.arity === 3 ? "array of [x, y, z] cells" : "array of [x, y] pairs",
    keyed: `array of ${c.keyFamily === "rc" ? "{row, col}" : c.keyFamily === "chess" ? "{file, rank}" : "{x, y}"} objects`
  };
  const ctx = {
    format: "json",
    style: spec ? "tour document" : styles[c.kind ?? "tuple"] ?? "array of squares",
    fixed,
    board,
    origin: spec ? 0 : void 0,
    order: c.order,
    fromBottom: c.fromBottom,
    brackets: "[]",
    where: where2,
    line: c.line,
    claims,
    key
  };
  const { reading: reading2 } = emitList(c.held, family, ctx, sink);
  return { reading: reading2, claims };
}

// ../../packages/verify/src/formats/json/entries.ts
var FAST_VALUES = 16;
var EntryBatch = class _EntryBatch {
  static CAPACITY = 1024;
  length = 0;
  counts = new Uint8Array(_EntryBatch.CAPACITY);
  values = new Float64Array(_EntryBatch.CAPACITY * FAST_VALUES);
  columns = new Int32Array(_EntryBatch.CAPACITY * FAST_VALUES);
  lines = new Int32Array(_EntryBatch.CAPACITY);
  starts = new Int32Array(_EntryBatch.CAPACITY);
};
var EntryScanner = class {
  batch = new EntryBatch();
  /** After {@link scan}: the position after what it took. */
  line = 0;
  column = 0;
  lastCR = false;
  /** After {@link scan}: a comma ends what it took (else an entry). */
  afterComma = false;
  /**
   * The fast path of a tour's array: entries `[a, b …]` of plain integers (white space
   * anywhere between tokens), read from `from` (just after the array's `[`, a `,` or an entry)
   * straight to the listener, with no token, string or call per character. It stops before
   * anything else (another shape, a float, `null`, a leading zero, more than 15 digits, an
   * error, an entry cut by the chunk's end) and leaves the rest to the loop in `push`, so
   * every error and every odd entry is read exactly as before. `line`, `column` and `lastCR`
   * are the lexer's position at `from`; `afterValue` says an entry ends there. Returns the
   * index after the last entry (or comma) it took, and leaves the position there in
   * {@link line}, {@link column}, {@link lastCR} and {@link afterComma}. The entries go to the
   * listener in batches, all of them before this returns.
   */
  scan(chunk, from, line, column, lastCR, afterValue, depth, listener) {
    const n = chunk.length;
    const batch = this.batch;
    const { counts, values, columns, lines, starts } = batch;
    let done = from;
    let doneLine = line;
    let doneColumn = column;
    let doneCR = lastCR;
    let afterComma = true;
    let state = afterValue ? 4 : 0;
    let count2 = 0;
    let base = 0;
    let entryLine = 0;
    let entryColumn = 0;
    let value = 0;
    let digits = 0;
    let negative = false;
    let leadZero = false;
    let numberColumn = 0;
    for (let i = from; i < n; i++) {
      if (state === 0 && !lastCR) {
        const offset = column - i;
        let j = i;
        for (; ; ) {
          if (j >= n || chunk[j] !== 91) break;
          if (batch.length === EntryBatch.CAPACITY) {
            listener.entries(depth, batch);
            batch.length = 0;
          }
          const e = batch.length;
          const at = e * FAST_VALUES;
          let k = j + 1;
          let m = 0;
          let ok = false;
          while (m < FAST_VALUES) {
            const start = k;
            let c2 = k < n ? chunk[k] : 0;
            if (c2 < 48 || c2 > 57) break;
            let v = c2 - 48;
            c2 = ++k < n ? chunk[k] : 0;
            while (c2 >= 48 && c2 <= 57) {
              v = v * 10 + (c2 - 48);
              c2 = ++k < n ? chunk[k] : 0;
            }
            const length = k - start;
            if (length > 15 || length > 1 && chunk[start] === 48) break;
            values[at + m] = v;
            columns[at + m] = offset + start + 1;
            m++;
            k++;
            if (c2 === 93) {
              ok = k <= n;
              break;
            }
            if (c2 !== 44) break;
          }
          if (!ok) break;
          counts[e] = m;
          lines[e] = line;
          starts[e] = offset + j + 1;
          batch.length = e + 1;
          if (k < n && chunk[k] === 44) {
            j = k + 1;
            done = j;
            doneColumn = offset + j;
            afterComma = true;
            continue;
          }
          j = k;
          done = j;
          doneColumn = offset + j;
          afterComma = false;
          break;
        }
        if (j > i) {
          doneLine = line;
          doneCR = false;
          column = offset + j;
          state = afterComma ? 0 : 4;
          i = j - 1;
          continue;
        }
      }
      const c = chunk[i];
      if (c === 10) {
        if (!lastCR) line++;
        column = 0;
        lastCR = false;
      } else if (c === 13) {
        line++;
        column = 0;
        lastCR = true;
      } else {
        column++;
        lastCR = false;
      }
      const space = c === 32 || c === 10 || c === 13 || c === 9;
      if (state === 2) {
        if (c >= 48 && c <= 57) {
          if (leadZero || ++digits > 15) break;
          if (digits === 1) leadZero = c === 48;
          value = value * 10 + (c - 48);
          continue;
        }
        if (digits === 0 || count2 === FAST_VALUES) break;
        values[base + count2] = negative ? -value : value;
        columns[base + count2++] = numberColumn;
        state = 3;
      }
      if (space) continue;
      if (state === 0) {
        if (c !== 91) break;
        if (batch.length === EntryBatch.CAPACITY) {
          listener.entries(depth, batch);
          batch.length = 0;
        }
        base = batch.length * FAST_VALUES;
        entryLine = line;
        entryColumn = column;
        count2 = 0;
        state = 1;
      } else if (state === 1) {
        if (c === 45) {
          negative = true;
          digits = 0;
          value = 0;
          leadZero = false;
        } else if (c >= 48 && c <= 57) {
          negative = false;
          digits = 1;
          value = c - 48;
          leadZero = c === 48;
        } else break;
        numberColumn = column;
        state = 2;
      } else if (state === 3) {
        if (c === 44) state = 1;
        else if (c === 93) {
          const e = batch.length++;
          counts[e] = count2;
          lines[e] = entryLine;
          starts[e] = entryColumn;
          done = i + 1;
          doneLine = line;
          doneColumn = column;
          doneCR = lastCR;
          afterComma = false;
          state = 4;
        } else break;
      } else {
        if (c !== 44) break;
        done = i + 1;
        doneLine = line;
        doneColumn = column;
        doneCR = lastCR;
        afterComma = true;
        state = 0;
      }
    }
    if (batch.length > 0) {
      listener.entries(depth, batch);
      batch.length = 0;
    }
    this.line = doneLine;
    this.column = doneColumn;
    this.lastCR = doneCR;
    this.afterComma = afterComma;
    return done;
  }
};

// ../../packages/verify/src/formats/json/listener.ts
var KEPT = 256;

// ../../packages/verify/src/formats/json/lexer.ts
var MAX_DEPTH = 512;
var MAX_RUN = 64 * 1024 * 1024;
var ESCAPES = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	"
};
var AFTER_QUOTED = 40;
var JsonLexer = class {
  constructor(listener) {
    this.listener = listener;
  }
  listener;
  line = 1;
  column = 0;
  lastCR = false;
  tok = 0 /* None */;
  tokLine = 0;
  tokColumn = 0;
  text = "";
  length = 0;
  /** In a string: 0 plain, 1 after a backslash, 2.. inside `\uXXXX` (hex digits so far + 2). */
  escape = 0;
  hex = "";
  run = 0;
  // A plain integer kept as a value (the hot path of a path), until it is more than digits.
  plain = false;
  negative = false;
  digits = 0;
  /** The number's first digit is 0 (a leading zero when more digits follow). */
  leadZero = false;
  value = 0;
  // Containers: 1 array, 2 object; and where in the current one the grammar is.
  stack = new Uint8Array(MAX_DEPTH + 1);
  depth = 0;
  expectKey = false;
  afterValue = false;
  needColon = false;
  lastComma = false;
  done = false;
  /**
   * Text met after the document's end, kept until 40 characters (or the input's end) are
   * quoted: the error then reads the same however the input was cut into chunks.
   */
  after;
  afterLine = 0;
  afterColumn = 0;
  /** The array whose entries the fast path reads (its depth), or −1. */
  fastDepth = -1;
  scanner = new EntryScanner();
  ascii = new AsciiView();
  fail(message, line = this.line, column = this.column) {
    throw new TourFormatError(`invalid JSON: ${message}`, line, column);
  }
  push(chunk) {
    if (this.after !== void 0) {
      this.trailing(chunk);
      return;
    }
    const n = chunk.length;
    for (let i = 0; i < n; i++) {
      const c = chunk.charCodeAt(i);
      if (c === 10) {
        if (!this.lastCR) this.line++;
        this.column = 0;
        this.lastCR = false;
      } else if (c === 13) {
        this.line++;
        this.column = 0;
        this.lastCR = true;
      } else {
        this.column++;
        this.lastCR = false;
      }
      if (this.tok === 1 /* String */) {
        this.stringChar(c);
        continue;
      }
      if (this.tok === 2 /* Number */ && this.plain && c >= 48 && c <= 57) {
        if (this.digits === 0) this.leadZero = c === 48;
        this.value = this.value * 10 + (c - 48);
        if (++this.digits > 15) this.unplain();
        continue;
      }
      if (this.tok !== 0 /* None */) {
        if (c >= 48 && c <= 57 || c === 45 || c === 43 || c === 46 || c >= 97 && c <= 122 || c >= 65 && c <= 90) {
          if (this.tok === 2 /* Number */ && this.plain) this.unplain();
          if (++this.length > 400) this.fail("a number or word longer than 400 characters");
          this.text += String.fromCharCode(c);
          continue;
        }
        this.endScalar();
      }
      if (c === 32 || c === 10 || c === 13 || c === 9) {
        if (++this.run > MAX_RUN) this.fail("more than 64 MiB of white space");
        continue;
      }
      this.run = 0;
      if (this.done) {
        this.after = "";
        this.afterLine = this.line;
        this.afterColumn = this.column;
        this.trailing(chunk.slice(i));
        return;
      }
      switch (c) {
        case 123:
        // {
        case 91:
          if (this.open(c === 91 ? 1 : 2) && fastPaths.enabled) {
            this.fastDepth = this.depth;
            const bytes2 = this.ascii.of(chunk);
            if (bytes2) i = this.entries(bytes2, i + 1) - 1;
          }
          break;
        case 125:
        // }
        case 93:
          this.close(c === 93 ? 1 : 2);
          break;
        case 58:
          if (!this.needColon) this.fail(`unexpected ':'`);
          this.needColon = false;
          break;
        case 44:
          if (this.depth === 0 || !this.afterValue) this.fail(`unexpected ','`);
          this.afterValue = false;
          this.lastComma = true;
          if (this.stack[this.depth] === 2) this.expectKey = true;
          else if (this.depth === this.fastDepth) {
            const bytes2 = this.ascii.of(chunk);
            if (bytes2) i = this.entries(bytes2, i + 1) - 1;
          }
          break;
        case 34:
          this.start(1 /* String */);
          this.escape = 0;
          break;
        default:
          if (c >= 48 && c <= 57 || c === 45) {
            this.start(2 /* Number */);
            this.plain = true;
            this.negative = c === 45;
            this.value = c === 45 ? 0 : c - 48;
            this.digits = c === 45 ? 0 : 1;
            this.leadZero = c === 48;
            this.text = String.fromCharCode(c);
          } else if (c === 116 || c === 102 || c === 110) {
            this.start(3 /* Literal */);
            this.text = String.fromCharCode(c);
          } else this.fail(`unexpected ${quote(String.fromCharCode(c))}`);
      }
    }
  }
  start(tok) {
    this.tok = tok;
    this.text = "";
    this.length = 0;
    this.tokLine = this.line;
    this.tokColumn = this.column;
  }
  stringChar(c) {
    if (this.escape === 1) {
      const e = String.fromCharCode(c);
      if (e === "u") {
        this.escape = 2;
        this.hex = "";
        return;
      }
      const decoded = ESCAPES[e];
      if (decoded === void 0) this.fail(`bad escape ${quote(`\\${e}`)} in a string`);
      this.escape = 0;
      this.keep(decoded);
      return;
    }
    if (this.escape >= 2) {
      const e = String.fromCharCode(c);
      if (!/[0-9a-fA-F]/.test(e)) this.fail("bad \\u escape in a string");
      this.hex += e;
      if (this.hex.length === 4) {
        this.escape = 0;
        this.keep(String.fromCharCode(Number.parseInt(this.hex, 16)));
      }
      return;
    }
    if (c === 92) {
      this.escape = 1;
      return;
    }
    if (c === 34) {
      this.tok = 0 /* None */;
      this.scalar(0 /* String */, 0);
      return;
    }
    if (c < 32) this.fail("control character in a string");
    this.keep(String.fromCharCode(c));
  }
  keep(text) {
    if (++this.length > MAX_RUN) this.fail("a string longer than 64 MiB");
    if (this.text.length < KEPT) this.text += text;
  }
  /** The number is more than digits (a point, an exponent, very long): read it as text from here. */
  unplain() {
    this.plain = false;
    this.text = `${this.negative ? "-" : ""}${this.digits > 0 ? String(this.value) : ""}`;
    this.length = this.text.length;
  }
  endScalar() {
    const tok = this.tok;
    this.tok = 0 /* None */;
    if (tok === 2 /* Number */ && this.plain) {
      if (this.digits === 0) this.fail(`'-' is not a number`, this.tokLine, this.tokColumn);
      if (this.digits > 1 && this.leadZero) {
        this.fail("a number with a leading zero", this.tokLine, this.tokColumn);
      }
      this.text = "";
      this.scalar(1 /* Integer */, this.negative ? -this.value : this.value);
      return;
    }
    const text = this.text;
    if (tok === 3 /* Literal */) {
      if (text === "true") this.scalar(3 /* True */, 0);
      else if (text === "false") this.scalar(4 /* False */, 0);
      else if (text === "null") this.scalar(5 /* Null */, 0);
      else this.fail(`unexpected ${quote(text)}, expected a value`, this.tokLine, this.tokColumn);
      return;
    }
    if (!/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(text)) {
      this.fail(`${quote(text)} is not a number`, this.tokLine, this.tokColumn);
    }
    this.scalar(2 /* Number */, Number(text));
  }
  /** A value is about to start: the grammar must allow one here. */
  beforeValue(line, column) {
    if (this.depth > 0 && this.stack[this.depth] === 2 && this.expectKey) {
      this.fail("expected a property name in quotes", line, column);
    }
    if (this.afterValue) this.fail("expected ',' between values", line, column);
    if (this.needColon) this.fail("expected ':' after the property name", line, column);
    this.lastComma = false;
  }
  scalar(kind, number) {
    const { tokLine: line, tokColumn: column } = this;
    if (this.depth > 0 && this.stack[this.depth] === 2 && this.expectKey) {
      if (kind !== 0 /* String */) this.fail("expected a property name in quotes", line, column);
      this.expectKey = false;
      this.needColon = true;
      this.lastComma = false;
      this.listener.key(this.text, this.depth, line, column);
      return;
    }
    this.beforeValue(line, column);
    this.afterValue = true;
    if (this.depth === 0) this.done = true;
    this.listener.value(kind, number, this.text, this.depth, line, column);
  }
  /** True when the listener takes the entries of this array on the fast path. */
  open(type) {
    this.beforeValue(this.line, this.column);
    if (this.depth >= MAX_DEPTH) this.fail(`nesting deeper than ${MAX_DEPTH} levels`);
    this.depth++;
    this.stack[this.depth] = type;
    this.expectKey = type === 2;
    this.afterValue = false;
    const line = this.line;
    const column = this.column;
    return this.listener.open(type === 1 ? "array" : "object", this.depth, line, column);
  }
  /** The fast path from `from` (see {@link EntryScanner.scan}); returns the index after what it took. */
  entries(chunk, from) {
    const scanner = this.scanner;
    const done = scanner.scan(
      chunk,
      from,
      this.line,
      this.column,
      this.lastCR,
      this.afterValue,
      this.depth,
      this.listener
    );
    if (done > from) {
      this.line = scanner.line;
      this.column = scanner.column;
      this.lastCR = scanner.lastCR;
      this.afterValue = !scanner.afterComma;
      this.lastComma = scanner.afterComma;
      this.run = 0;
    }
    return done;
  }
  /**
   * Whether {@link pushBytes} can go on: between two entries of the array the fast path reads
   * (after its `[`, a `,` or an entry), with no token open.
   */
  fastReady() {
    return fastPaths.enabled && this.tok === 0 /* None */ && this.fastDepth > 0 && this.depth === this.fastDepth;
  }
  /**
   * The fast path on bytes (see {@link fastReady}): the whole entries from `from` on, read as
   * `push` would read their text. Returns where it stopped; what follows is the caller's to
   * push as text.
   */
  pushBytes(bytes2, from) {
    return this.fastReady() ? this.entries(bytes2, from) : from;
  }
  close(type) {
    if (this.depth === 0 || this.stack[this.depth] !== type || this.lastComma || this.needColon) {
      this.fail(`unexpected '${type === 1 ? "]" : "}"}'`);
    }
    if (type === 2 && !this.expectKey && !this.afterValue) this.fail(`unexpected '}'`);
    const depth = this.depth--;
    if (depth === this.fastDepth) this.fastDepth = -1;
    this.expectKey = false;
    this.afterValue = true;
    this.lastComma = false;
    this.listener.close(type === 1 ? "array" : "object", depth);
    if (this.depth === 0) this.done = true;
  }
  /** Gathers the text after the document's end; fails once 40 characters are quoted. */
  trailing(text) {
    const after = (this.after ?? "") + text.slice(0, AFTER_QUOTED);
    this.after = after.slice(0, AFTER_QUOTED);
    if (after.length >= AFTER_QUOTED) this.failAfter();
  }
  failAfter() {
    this.fail(
      `text after the end of the JSON document: ${quote(this.after ?? "")}`,
      this.afterLine,
      this.afterColumn
    );
  }
  /** Ends the text: it must have been exactly one complete value. */
  finish() {
    if (this.after !== void 0) this.failAfter();
    if (this.tok === 1 /* String */) this.fail("unterminated string", this.tokLine, this.tokColumn);
    if (this.tok !== 0 /* None */) this.endScalar();
    if (!this.done) {
      this.fail(
        this.depth > 0 ? `the input ends inside the document (${this.depth} open bracket${this.depth === 1 ? "" : "s"})` : "empty input"
      );
    }
  }
};

// ../../packages/verify/src/formats/json/stream.ts
function tuples(target, batch) {
  if (target.tuples) {
    target.tuples(batch);
    return;
  }
  const { counts, values, columns, lines, starts } = batch;
  for (let i = 0; i < batch.length; i++) {
    const at = i * FAST_VALUES;
    target.tuple(
      values.subarray(at, at + counts[i]),
      counts[i],
      columns.subarray(at, at + counts[i]),
      lines[i],
      starts[i]
    );
  }
}
var PathStream = class {
  constructor(sink, board, origin, order) {
    this.sink = sink;
    this.board = board;
    this.origin = origin;
    this.order = order;
  }
  sink;
  board;
  origin;
  order;
  steps = 0;
  run = new SquareRun();
  get arity() {
    return squareArity(this.board);
  }
  expected() {
    return expectedSquare(this.arity);
  }
  index(v, line, column) {
    this.bad(`${quote(String(v))} is not a square`, line, column);
  }
  algebraic(file, rank, line, column) {
    this.bad(`${quote(`"${fileName(file)}${rank}"`)} is not a square`, line, column);
  }
  tuple(values, n, _columns, line, column) {
    if (n === 2 && this.arity === 3 && this.steps === 0) {
      throw new TourFormatError(
        `the document is the box ${boardName(this.board)} but its path holds [x, y] pairs: a 2-D tour with a depth?`,
        line,
        column
      );
    }
    let integers = true;
    for (let i = 0; i < n; i++) if (!Number.isInteger(values[i])) integers = false;
    if (n !== this.arity || !integers) {
      const what = integers ? `${n} numbers` : "not all integers";
      this.bad(`malformed entry: ${what} (expected ${this.expected()})`, line, column);
      return;
    }
    this.visit(values, false, line, column);
  }
  /**
   * A batch of entries of plain integers: the squares go to the sink as one run, each entry
   * that is not one (its length, a pair on a box) as `tuple` says it, in their order.
   */
  tuples(batch) {
    const { counts, values, lines, starts } = batch;
    const arity = this.arity;
    const o = this.origin;
    const rc = this.order === "rc";
    const run2 = this.run;
    for (let i = 0; i < batch.length; i++) {
      const at = i * FAST_VALUES;
      if (counts[i] !== arity || this.steps === 0) {
        visitRun(this.sink, run2);
        this.tuple(values.subarray(at, at + counts[i]), counts[i], [], lines[i], starts[i]);
        continue;
      }
      this.steps++;
      const a = values[at] - o;
      const b = values[at + 1] - o;
      run2.add(rc ? b : a, rc ? a : b, arity === 3 ? values[at + 2] - o : 0, lines[i], starts[i]);
      if (run2.full) visitRun(this.sink, run2);
    }
    visitRun(this.sink, run2);
  }
  keyed(values, order, fromBottom, _family, line, column) {
    if (values.length !== this.arity) {
      this.bad(
        `malformed entry: ${values.length} coordinates (expected ${this.expected()})`,
        line,
        column
      );
      return;
    }
    this.visit(
      order === this.order ? values : [values[1], values[0], ...values.slice(2)],
      fromBottom,
      line,
      column
    );
  }
  visit(values, fromBottom, line, column) {
    this.steps++;
    const o = this.origin;
    const rc = this.order === "rc";
    const x = (rc ? values[1] : values[0]) - o;
    const wy = (rc ? values[0] : values[1]) - o;
    const y = fromBottom ? this.board.height - 1 - wy : wy;
    this.sink.visit(x, y, this.arity === 3 ? values[2] - o : 0, line, column);
  }
  bad(why, line, column) {
    this.steps++;
    this.sink.malformed(why, line, column);
  }
};

// ../../packages/verify/src/formats/json/tour.ts
var MAX_TOUR_DEPTH = 4;
var Frame = class {
  kind = "array";
  /** The key (object) this container is under, or its position in its parent array. */
  name = "";
  /** Object: its current key. Array: elements so far. */
  key = "";
  index = 0;
  line = 0;
  column = 0;
  /** The array collects entries (a candidate for the tour) or streams them. */
  target;
  collector;
  /** The container is an entry of its parent's target. */
  entry = false;
  /** An entry's numbers (`NaN` for `null`) and their columns: reused, only their length reset. */
  values = float64s(16);
  columns = int32s(16);
  keys = [];
  why;
  /** Object: the sizes it names, for the arrays it holds. */
  sizes;
  /** Nothing inside can matter (too deep, or inside a broken entry). */
  ignored = false;
  reset(kind, name, line, column) {
    this.kind = kind;
    this.name = name;
    this.key = "";
    this.index = 0;
    this.line = line;
    this.column = column;
    this.target = void 0;
    this.collector = void 0;
    this.entry = false;
    this.values.length = 0;
    this.columns.length = 0;
    if (this.keys.length > 0) this.keys.length = 0;
    this.why = void 0;
    this.sizes = void 0;
    this.ignored = false;
  }
};
var JsonTourReader = class {
  constructor(sink, fixed) {
    this.sink = sink;
    this.fixed = fixed;
  }
  sink;
  fixed;
  lexer = new JsonLexer(this);
  frames = [new Frame()];
  rootKind;
  rootSizes = {};
  claims = new ClaimsReader();
  collectors = [];
  stream;
  streamReading;
  sawPath = false;
  push(chunk) {
    this.lexer.push(chunk);
  }
  /** The lexer's fast path on bytes: where it stopped (see `JsonLexer.pushBytes`). */
  pushBytes(bytes2, from) {
    return this.lexer.pushBytes(bytes2, from);
  }
  frame(depth) {
    let f = this.frames[depth];
    if (!f) {
      f = new Frame();
      this.frames[depth] = f;
    }
    return f;
  }
  /** `solutions.0`: the names of the containers from the root down to `depth`. */
  where(depth) {
    const parts = [];
    for (let d = 2; d <= depth; d++) parts.push(String(this.frames[d].name));
    return parts.join(".");
  }
  open(kind, depth, line, column) {
    this.opened(kind, depth, line, column);
    const f = this.frames[depth];
    return kind === "array" && f.target !== void 0 && !f.entry && !f.ignored;
  }
  /** Entries of plain integers read on the lexer's fast path: as `open`, `value` and `close` take them. */
  entries(depth, batch) {
    const f = this.frames[depth];
    f.index += batch.length;
    tuples(f.target, batch);
  }
  opened(kind, depth, line, column) {
    const parent = depth > 1 ? this.frames[depth - 1] : void 0;
    let name = "";
    if (parent?.kind === "object") name = parent.key;
    else if (parent) name = parent.index++;
    const f = this.frame(depth);
    f.reset(kind, name, line, column);
    if (!parent) {
      this.rootKind = kind;
      if (kind === "object") f.sizes = this.rootSizes;
      else this.collect(f, depth);
      return;
    }
    if (parent.ignored) {
      f.ignored = true;
      return;
    }
    if (parent.target) {
      f.entry = true;
      return;
    }
    if (parent.entry) {
      parent.why ??= "a nested entry";
      const grand = this.frames[depth - 2];
      if (parent.kind === "array" && parent.values.length === 0 && parent.why === "a nested entry" && depth - 1 <= MAX_TOUR_DEPTH && grand.collector) {
        parent.why = "an array of squares, not a square";
        this.collect(parent, depth - 1);
        parent.entry = true;
        f.entry = true;
        return;
      }
      if (kind === "array" && parent.kind === "object" && depth <= MAX_TOUR_DEPTH) {
        this.collect(f, depth);
        return;
      }
      f.ignored = true;
      return;
    }
    if (depth === 2 && this.rootKind === "object" && name === "path" && kind === "object") {
      throw new TourFormatError(`'path' must be an array of squares, got an object`, line, column);
    }
    if (kind === "object") {
      if (depth <= MAX_TOUR_DEPTH) f.sizes = {};
      else f.ignored = true;
      return;
    }
    if (depth > MAX_TOUR_DEPTH) {
      f.ignored = true;
      return;
    }
    if (depth === 2 && this.rootKind === "object" && name === "path") {
      if (this.sawPath) throw new TourFormatError(`a second 'path'`, line, column);
      this.sawPath = true;
      if (this.startStream(f)) return;
    }
    this.collect(f, depth);
  }
  /** The array at `depth` may be the tour (or is the one `--key` names). */
  collect(f, depth) {
    const where2 = this.where(depth);
    const key = this.fixed.key?.join(".");
    if (key !== void 0 && where2 !== key && !(where2 === "start" && depth === 2)) return;
    const parent = depth > 1 ? this.frames[depth - 1] : void 0;
    const sizes = parent?.kind === "object" && parent.sizes ? parent.sizes : this.rootSizes;
    const c = new Collector(
      where2,
      typeof f.name === "string" && parent?.kind === "object" ? f.name : void 0,
      sizes,
      f.line,
      f.column
    );
    f.collector = c;
    f.target = c;
    this.collectors.push(c);
  }
  /** Our document with its size first: checked as it streams. */
  startStream(f) {
    const { width, height } = this.rootSizes;
    if (width === void 0 || height === void 0 || this.fixed.key !== void 0) return false;
    const board = this.fixed.size ?? documentBoard({ ...this.rootSizes });
    this.stream = new PathStream(
      this.sink,
      board,
      this.fixed.origin ?? 0,
      this.fixed.order ?? "xy"
    );
    f.target = this.stream;
    this.streamReading = {
      format: "json",
      style: "tour document",
      origin: this.fixed.origin ?? 0,
      order: this.fixed.order ?? "xy",
      board,
      sizeFrom: this.fixed.size ? "option" : "document",
      skipped: []
    };
    this.sink.begin(this.streamReading, void 0, this.claims.result());
    return true;
  }
  key(name, depth) {
    const f = this.frames[depth];
    f.key = name;
    if (f.entry) f.keys.push(name);
  }
  value(kind, number, text, depth, line, column) {
    if (depth === 0) {
      throw new TourFormatError(
        `a tour must be a JSON object or array, got ${quote(text || String(number))}`,
        line,
        column
      );
    }
    const f = this.frames[depth];
    if (f.ignored) return;
    if (f.entry) {
      this.entryValue(f, kind, number, text, column);
      return;
    }
    if (f.target) {
      f.index++;
      this.scalarEntry(f.target, kind, number, text, line, column);
      return;
    }
    if (f.kind === "array") {
      f.index++;
      return;
    }
    const key = f.key;
    if (key === "width" || key === "height" || key === "depth") {
      if (depth === 1 && !(kind === 1 /* Integer */ || kind === 2 /* Number */ && Number.isInteger(number))) {
        throw new TourFormatError(
          `'${key}' must be a positive integer, got ${quote(kind === 0 /* String */ ? `"${text}"` : text || String(number))}`,
          line,
          column
        );
      }
      if (depth === 1 && this.stream)
        throw new TourFormatError(`'${key}' after the path`, line, column);
      if (f.sizes && Number.isInteger(number)) f.sizes[key] = number;
      return;
    }
    if (depth !== 1) return;
    if (key === "path") {
      throw new TourFormatError(
        `'path' must be an array of squares, got ${quote(text || String(number))}`,
        line,
        column
      );
    }
    const literal = kind === 3 /* True */ ? true : kind === 4 /* False */ ? false : void 0;
    this.claims.field(key, kind === 0 /* String */ ? text : literal, line, column);
  }
  /** A scalar inside an entry: a coordinate, or (for `file`) a file's letters. */
  entryValue(f, kind, number, text, column) {
    if (kind === 2 /* Number */ && !Number.isInteger(number)) {
      f.why ??= `${quote(text)} is not an integer`;
    } else if (kind === 1 /* Integer */ || kind === 2 /* Number */) {
      f.values.push(number);
      f.columns.push(column);
    } else if (kind === 5 /* Null */ && f.kind === "array") {
      f.values.push(Number.NaN);
      f.columns.push(column);
    } else if (kind === 0 /* String */ && f.kind === "object" && /^[a-z]{1,3}$/i.test(text) && f.key.toLowerCase() === "file") {
      f.values.push(fileIndex(text) + 1);
      f.columns.push(column);
    } else {
      f.why ??= `${quote(kind === 0 /* String */ ? `"${text}"` : text)} is not a coordinate`;
    }
  }
  scalarEntry(target, kind, number, text, line, column) {
    if (kind === 1 /* Integer */ || kind === 2 /* Number */ && Number.isInteger(number)) {
      target.index(number, line, column);
    } else if (kind === 0 /* String */ && /^[a-z]{1,3}\d{1,6}$/i.test(text)) {
      const m = /^([a-z]+)(\d+)$/i.exec(text);
      target.algebraic(fileIndex(m[1]), Number(m[2]), line, column);
    } else {
      const shown2 = kind === 0 /* String */ ? `"${text}"` : text || String(number);
      target.bad(`${quote(shown2)} is not a square`, line, column);
    }
  }
  close(_kind, depth) {
    const f = this.frames[depth];
    if (f.entry) {
      const target = this.frames[depth - 1].target;
      if (f.why !== void 0) {
        target.bad(
          `malformed entry: ${f.why} (expected [x, y] with integers x and y)`,
          f.line,
          f.column
        );
      } else if (f.kind === "array") {
        target.tuple(f.values.data, f.values.length, f.columns.data, f.line, f.column);
      } else {
        const keyed = keyedValues(f.keys, Array.from(f.values.view()));
        if (keyed)
          target.keyed(keyed.values, keyed.order, keyed.fromBottom, keyed.family, f.line, f.column);
        else {
          target.bad(
            `malformed entry: keys ${quote(f.keys.join(", "))} (expected {x, y}, {row, col} or {file, rank})`,
            f.line,
            f.column
          );
        }
      }
    }
    if (depth === 2 && f.collector?.where === "start") {
      const held2 = f.collector.held;
      this.claims.field("start", Array.from(held2.a.view()));
    }
  }
  /** Ends the input: decides which array is the tour and how it reads, and replays it. */
  finish() {
    this.lexer.finish();
    const claims = this.claims.result();
    if (this.stream) return { reading: this.streamReading, claims };
    return chooseTour({
      collectors: this.collectors.filter(
        (c) => !(c.where === "start" && this.rootKind === "object")
      ),
      rootKind: this.rootKind,
      rootSizes: this.rootSizes,
      fixed: this.fixed,
      claims,
      sink: this.sink
    });
  }
};

// ../../packages/verify/src/formats/board/scan.ts
var isDigit = (c) => c >= 48 && c <= 57;
var isLetter = (c) => c >= 65 && c <= 90 || c >= 97 && c <= 122;
var isSpace = (c) => c === 32 || c === 9 || c === 13;
var isSeparator = (c) => c === 124 || c === 43 || c === 45 || c === 58 || c === 44 || c === 59 || c === 91 || c === 93 || c === 40 || c === 41;
function isBorderLine(line) {
  return /^[\s+\-=|_:~]+$/.test(line) && /[-=_~]{2,}|\+/.test(line);
}
function readFileLetters(line) {
  if (!/^[\s|:]*[a-zA-Z]{1,3}(?:[\s|:]+[a-zA-Z]{1,3})+[\s|:]*$/.test(line)) return void 0;
  const letters = line.match(/[a-zA-Z]+/g) ?? [];
  for (let i = 1; i < letters.length; i++) {
    const prev = letters[i - 1].toLowerCase();
    const next = letters[i].toLowerCase();
    if (fileName(fileIndex(prev) + 1) !== next) return void 0;
  }
  return letters.map((l) => l.toLowerCase());
}
function scanNumbersLine(line) {
  const values = [];
  const columns = [];
  const sepAfter = [];
  const sepBefore = [];
  let leftWord;
  let rightWord;
  let drawn2 = false;
  let lastSep = false;
  const n = line.length;
  let i = 0;
  const closeCell = () => {
    let j = i;
    while (j < n && isSpace(line.charCodeAt(j))) j++;
    const c = line.charCodeAt(j);
    sepAfter.push(c === 124 || c === 58);
  };
  while (i < n) {
    const c = line.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (rightWord !== void 0) return void 0;
    if (isDigit(c) || c === 45 && i + 1 < n && isDigit(line.charCodeAt(i + 1)) && (i === 0 || !isDigit(line.charCodeAt(i - 1)))) {
      const start = i;
      let negative = false;
      if (c === 45) {
        negative = true;
        i++;
      }
      let v = 0;
      while (i < n && isDigit(line.charCodeAt(i))) {
        v = v * 10 + (line.charCodeAt(i) - 48);
        i++;
      }
      if (i < n && (line.charCodeAt(i) === 46 || isLetter(line.charCodeAt(i)))) return void 0;
      values.push(negative ? -1 : v);
      columns.push(start + 1);
      sepBefore.push(lastSep);
      lastSep = false;
      closeCell();
      continue;
    }
    if (c === 46 || c === 42) {
      const next = i + 1 < n ? line.charCodeAt(i + 1) : 32;
      if (isDigit(next) || next === 46 || isLetter(next)) return void 0;
      values.push(-1);
      columns.push(i + 1);
      sepBefore.push(lastSep);
      lastSep = false;
      i++;
      closeCell();
      continue;
    }
    if (isSeparator(c)) {
      if (c === 124 || c === 43 || c === 91 || c === 40) drawn2 = true;
      if (c === 124 || c === 58) lastSep = true;
      i++;
      continue;
    }
    if (isLetter(c)) {
      const start = i;
      while (i < n && isLetter(line.charCodeAt(i))) i++;
      const word = line.slice(start, i);
      if (word.length > 3) return void 0;
      if (values.length === 0 && leftWord === void 0) leftWord = word;
      else rightWord = word;
      continue;
    }
    return void 0;
  }
  if (values.length === 0) return void 0;
  return {
    values,
    columns,
    sepAfter,
    sepBefore,
    ...leftWord !== void 0 ? { leftWord } : {},
    ...rightWord !== void 0 ? { rightWord } : {},
    drawn: drawn2
  };
}

// ../../packages/verify/src/formats/csv.ts
var ROW3 = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,?\s*$/;
var ROW4 = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,?\s*$/;
function readCsvRow(line) {
  const m = ROW3.exec(line) ?? ROW4.exec(line);
  if (!m) return void 0;
  return {
    step: Number(m[1]),
    values: m[4] === void 0 ? [Number(m[2]), Number(m[3])] : [Number(m[2]), Number(m[3]), Number(m[4])]
  };
}
var isPlain = (layout) => layout.delimiter === "," && layout.step === 0 && layout.coordinates.every((c, i) => c === i + 1) && layout.fields === layout.coordinates.length + 1;
function readCsvFields(line, layout) {
  if (isPlain(layout)) {
    const row2 = readCsvRow(line);
    return row2 && row2.values.length === layout.coordinates.length ? row2 : void 0;
  }
  const fields = line.split(layout.delimiter);
  if (fields.length !== layout.fields && !(fields.length === layout.fields + 1 && fields[layout.fields].trim() === "")) {
    return void 0;
  }
  const number = (i) => {
    const text = fields[i].trim();
    return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  };
  const values = layout.coordinates.map(number);
  const step = layout.step >= 0 ? number(layout.step) : void 0;
  if (values.some(Number.isNaN) || step !== void 0 && Number.isNaN(step)) return void 0;
  return { step, values };
}
var STEP_NAMES = /^(?:step|steps|move|moves|n|k|#|no|nr|number|i|t)\.?$/i;
function readCsvHeader(line) {
  const delimiter2 = line.includes("	") ? "	" : line.includes(";") ? ";" : ",";
  const names = line.split(delimiter2).map((n) => n.trim().replace(/^["']|["']$/g, ""));
  if (names.length < 2 || !names.every((n) => /^[#A-Za-z_][\w .#-]*$/.test(n))) return void 0;
  let step = -1;
  const axes = {};
  let family;
  names.forEach((name, i) => {
    const key = axisKey(name);
    if (key && axes[key.axis] === void 0 && (key.axis === "z" || family === void 0 || family === key.family)) {
      axes[key.axis] = i;
      if (key.axis !== "z") family = key.family;
    } else if (STEP_NAMES.test(name) && step === -1) step = i;
  });
  if (axes.x === void 0 || axes.y === void 0) return { unknown: names };
  if (step === -1 && names.length === 2) return void 0;
  const rc = axes.y < axes.x;
  return {
    delimiter: delimiter2,
    fields: names.length,
    step,
    coordinates: [
      ...rc ? [axes.y, axes.x] : [axes.x, axes.y],
      ...axes.z !== void 0 ? [axes.z] : []
    ],
    order: rc ? "rc" : "xy",
    fromBottom: family === "chess"
  };
}
function readCsvComment(comment, line) {
  if (!/^\s*#/.test(comment) || !/\bwidth=|\bheight=/.test(comment)) return void 0;
  const out = {};
  const claims = new ClaimsReader();
  const words = comment.trim().replace(/^#\s*/, "").split(/\s+/);
  if (words[0] && !words[0].includes("=")) claims.field("format", words[0], line);
  for (const word of words) {
    const eq = word.indexOf("=");
    if (eq <= 0) continue;
    const key = word.slice(0, eq);
    const value = word.slice(eq + 1);
    if (key === "width" || key === "height" || key === "depth") {
      if (!/^\d+$/.test(value) || Number(value) < 1) {
        throw new TourFormatError(`${key} must be a positive integer, got ${quote(value)}`, line);
      }
      out[key] = Number(value);
    } else if ((key === "complete" || key === "closed") && (value === "true" || value === "false")) {
      claims.field(key, value === "true");
    } else if (key === "start" && /^-?\d+(?:,-?\d+){1,2}$/.test(value)) {
      claims.field("start", value.split(",").map(Number));
    }
  }
  return { ...out, claims: claims.result() };
}

// ../../packages/verify/src/formats/pairs.ts
var KEY = `["']?(${AXIS_KEY_NAMES.join("|")})["']?\\s*[:=]\\s*`;
var NUMBER = "(-?\\d+)";
var SEP2 = "\\s*[,;\\s]\\s*";
var GROUP = new RegExp(
  `[(\\[{]\\s*(?:${KEY})?${NUMBER}${SEP2}(?:${KEY})?${NUMBER}(?:${SEP2}(?:${KEY})?${NUMBER})?\\s*[)\\]}]|${NUMBER}\\s*/\\s*${NUMBER}`,
  "gi"
);
var FILLER = new RegExp(`^(?:\\s|${SEPARATOR_ALTERNATIVES}|#?\\d+[.:)])*$`);
var BARE = /^\s*(?:#?\d+\s*[.:)]\s*)?(-?\d+)\s*[,;/\s]\s*(-?\d+)\s*[,;]?\s*$/d;
function readPairsLine(line) {
  const bare = BARE.exec(line);
  if (bare) {
    const column = (bare.indices?.[1]?.[0] ?? 0) + 1;
    return [{ values: [Number(bare[1]), Number(bare[2])], column }];
  }
  if (!/[([{/]/.test(line)) return void 0;
  const out = [];
  let rest = "";
  let last = 0;
  GROUP.lastIndex = 0;
  for (let m = GROUP.exec(line); m !== null; m = GROUP.exec(line)) {
    rest += line.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[7] !== void 0) {
      out.push({ values: [Number(m[7]), Number(m[8])], column: m.index + 1 });
      continue;
    }
    const keys = [m[1], m[3], m[5]].filter((k) => k !== void 0);
    const values = [m[2], m[4], m[6]].filter((v) => v !== void 0).map(Number);
    if (keys.length === 0) {
      out.push({ values, column: m.index + 1 });
      continue;
    }
    const keyed = keyedValues(keys, values);
    if (!keyed) return void 0;
    out.push({
      values: keyed.values,
      column: m.index + 1,
      order: keyed.order,
      ...keyed.fromBottom ? { fromBottom: true } : {}
    });
  }
  rest += line.slice(last);
  if (out.length === 0 || !FILLER.test(rest)) return void 0;
  return out;
}
var HEADER = new RegExp(
  `^\\s*["']?(${AXIS_KEY_NAMES.join("|")})["']?\\s*[,;\\s]\\s*["']?(${AXIS_KEY_NAMES.join("|")})["']?\\s*$`,
  "i"
);
function readPairsHeader(line) {
  const m = HEADER.exec(line);
  const order = m ? headerOrder(m[1], m[2]) : void 0;
  return order && { order, fromBottom: axisKey(m[1])?.family === "chess" };
}
function readFlatPairs(line) {
  if (!/^[\s\d,;-]*$/.test(line)) return void 0;
  const values = [];
  const re = /-?\d+/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line))
    values.push([Number(m[0]), m.index + 1]);
  if (values.length === 0 || values.length % 2 !== 0) return void 0;
  const out = [];
  for (let i = 0; i < values.length; i += 2) {
    out.push({ values: [values[i][0], values[i + 1][0]], column: values[i][1] });
  }
  return out;
}

// ../../packages/verify/src/formats/text/blocks.ts
function listBlock(family, line, order) {
  return {
    family,
    held: new HeldList(),
    firstLine: line,
    lastLine: line,
    order,
    fromBottom: false,
    layout: void 0,
    nextStep: Number.NaN,
    board: void 0,
    claims: {},
    streaming: false,
    tentative: family === "csv" ? [] : void 0,
    last: void 0,
    count: 0
  };
}
function boardBlock(line) {
  return { family: "board", reader: new BoardReader(), firstLine: line, lastLine: line };
}
var linesOf = (b) => b.firstLine === b.lastLine ? `line ${b.firstLine}` : `lines ${b.firstLine}-${b.lastLine}`;
var familyName = {
  csv: "step,x,y rows",
  pairs: "a coordinate list",
  algebraic: "algebraic notation",
  board: "a board of step numbers"
};
var isBoxCsv = (block) => block.family === "csv" && (block.layout?.coordinates.length === 3 || block.held.arity === 3);
var styleOf = (block) => isBoxCsv(block) ? "step,x,y,z rows" : familyName[block.family];
var WORD = /[A-Za-z]{3,}/g;
var LIST_WORDS = /^(?:move|moves|knight|step|from)$/i;
function nearMiss(block, text) {
  const words = (text.match(WORD) ?? []).filter((w) => !LIST_WORDS.test(w));
  switch (block.family) {
    case "csv":
      return (text.match(/,/g) ?? []).length >= 2 && /\d/.test(text);
    case "pairs":
      return words.length === 0 && /\d/.test(text) && /[([{,]/.test(text);
    case "algebraic":
      return words.length === 0 && /[a-zA-Z]\d/.test(text);
    default:
      return words.length === 0 && /\d/.test(text) && !/\d\.\d/.test(text);
  }
}
function hint(block) {
  switch (block.family) {
    case "csv":
      return isBoxCsv(block) ? ": expected step,x,y,z with four integers" : ": expected step,x,y with three integers";
    case "pairs":
      return ": expected a pair of integers such as (3, 4)";
    case "algebraic":
      return ": expected squares such as e4";
    default:
      return ": expected step numbers or '.'";
  }
}

// ../../packages/verify/src/formats/text/finish.ts
function finishBlocks(all, skipped, fixed, sink, streamed) {
  let blocks = all.filter(
    (b) => !(b.family === "board" && b.reader.rows === 0 && !b.reader.layered)
  );
  if (blocks.length > 1) {
    const adjacent = (b) => blocks.some(
      (o) => o !== b && (o.lastLine === b.firstLine - 1 || o.firstLine === b.lastLine + 1)
    );
    const trivial = (b) => !adjacent(b) && (b.family === "board" && b.reader.rows === 1 && b.reader.singles || b.family === "pairs" && b.count === 1 && b.held.min[0] === b.held.max[1]);
    const kept = blocks.filter((b) => !trivial(b));
    if (kept.length >= 1) {
      for (const b of blocks)
        if (trivial(b)) skipped.push({ line: b.firstLine, text: "(a size line)" });
      blocks = kept;
    }
  }
  const done = (decided, twice2 = false) => {
    skipped.sort((a, b) => a.line - b.line);
    return {
      reading: { ...decided.reading, skipped: skipped.slice(0, 20), ...twice2 ? { twice: twice2 } : {} },
      claims: decided.claims
    };
  };
  if (blocks.length === 0) {
    const first = [...skipped].sort((a, b) => a.line - b.line)[0];
    throw new TourFormatError(
      `not a tour: expected a JSON document or array, step,x,y CSV, a board of step numbers, algebraic notation (a1 c2 …), coordinates ((0, 0) …) or square indices${first ? `, got ${quote(first.text)}` : ""}`,
      first?.line
    );
  }
  if (blocks.length > 2) {
    throw new TourFormatError(
      `mixed styles: ${blocks.map((b) => `${styleOf(b)} at ${linesOf(b)}`).join(", ")}; a file holds one tour (or a move list and its board)`,
      blocks[2].firstLine
    );
  }
  if (blocks.length === 2) {
    const list = blocks.find((b) => b.family !== "board");
    const board = blocks.find((b) => b.family === "board");
    if (!list || !board) {
      throw new TourFormatError(
        `mixed styles: ${styleOf(blocks[0])} at ${linesOf(blocks[0])} and ${styleOf(blocks[1])} at ${linesOf(blocks[1])}; a file holds one tour (or a move list and its board)`,
        blocks[1].firstLine
      );
    }
    return done(twice(list, board, fixed, sink, skipped), true);
  }
  const block = blocks[0];
  if (block.family !== "board" && block.streaming)
    return done({ reading: streamed.reading, claims: block.claims });
  return done(emitBlock(block, fixed, sink, skipped));
}
function twice(list, board, fixed, sink, skipped) {
  if (list.streaming) {
    throw new TourFormatError(
      "a second tour after a streamed CSV: a file holding a move list and a board is read up to 4194304 squares; give them in two files",
      board.firstLine
    );
  }
  const a = new RecordingSink();
  const b = new RecordingSink();
  const listOut = emitBlock(list, fixed, a, skipped);
  emitBlock(board, fixed, b, skipped, listOut);
  if (a.overflow || b.overflow) {
    throw new TourFormatError(
      `a move list and a board in one file are compared up to ${RecordingSink.LIMIT} squares; give them in two files`,
      board.firstLine
    );
  }
  const n = Math.max(a.xs.length, b.xs.length);
  const name = listOut.notation ?? ((x, y) => squareLabel([x, y]));
  for (let i = 0; i < n; i++) {
    if (a.xs[i] === b.xs[i] && a.ys[i] === b.ys[i] && a.zs[i] === b.zs[i]) continue;
    const show2 = (s) => i >= s.xs.length ? "nothing" : Number.isNaN(s.xs[i]) ? "a malformed entry" : `${name(s.xs[i], s.ys[i], s.zs[i])} ${squareLabel([s.xs[i], s.ys[i]])}`;
    throw new TourFormatError(
      `the file prints the tour twice and they disagree at step ${i + 1}: ${show2(a)} in the move list (${linesOf(list)}), ${show2(b)} on the board (${linesOf(board)})`,
      a.lines[i] || b.lines[i] || list.firstLine
    );
  }
  return emitBlock(list, fixed, sink, skipped);
}
function emitBlock(block, fixed, sink, skipped, beside) {
  if (block.family === "board") return emitBoardBlock(block, fixed, sink, skipped, beside);
  const where2 = linesOf(block);
  if (block.family === "algebraic") {
    return emitList(
      block.held,
      "algebraic",
      {
        format: "algebraic",
        style: "algebraic notation, a1 at the bottom left",
        fixed,
        brackets: "()",
        where: where2,
        line: block.firstLine,
        claims: {}
      },
      sink
    );
  }
  const csv = block.family === "csv";
  const arity = block.held.arity === 3 ? 3 : 2;
  return emitList(
    block.held,
    "pairs",
    {
      format: csv ? "csv" : "pairs",
      style: csv ? arity === 3 ? "step,x,y,z rows" : "step,x,y rows" : "coordinate list",
      fixed,
      board: block.board,
      origin: csv && block.board ? 0 : void 0,
      order: block.order,
      fromBottom: block.fromBottom,
      brackets: "()",
      where: where2,
      line: block.firstLine,
      claims: block.claims
    },
    sink
  );
}
function emitBoardBlock(block, fixed, sink, skipped, beside) {
  const reader = block.reader;
  const where2 = linesOf(block);
  if (fixed.format !== "text" && reader.rows > 1 && reader.singles)
    return emitIndices(block, void 0, fixed, sink);
  if (fixed.format === "indices") {
    return reader.rows === 1 ? emitIndices(block, void 0, fixed, sink) : emitIndices(block, reader.finish(), fixed, sink);
  }
  if (fixed.format !== "text" && reader.rows === 1) {
    const row2 = reader.heldRow();
    if (!fixed.size && row2 && row2.values.length > 2) {
      throw new AmbiguousReadingError(
        `line ${block.firstLine} holds ${row2.values.length} numbers on one line: a ${row2.values.length}x1 board of step numbers or linear square indices? Give --input-format text, or --input-format indices --size WxH`
      );
    }
    if (fixed.size && fixed.size.height > 1) return emitIndices(block, void 0, fixed, sink);
  }
  const grid = reader.finish();
  for (const l of reader.sizeLines) skipped.push({ line: l, text: "(a size line)" });
  const size2 = fixed.size;
  if (size2 && !fixed.format && cellCount(size2) === grid.cells.length && boardName(size2) !== boardName(grid.board)) {
    return emitIndices(block, grid, fixed, sink);
  }
  const notation = beside?.reading.format === "algebraic" ? (x, y) => squareName(x, y, grid.board.height) : void 0;
  const { reading: reading2, notation: used } = emitBoard(grid, fixed, sink, {
    format: "text",
    where: where2,
    notation
  });
  return { reading: reading2, claims: {}, notation: used };
}
function emitIndices(block, grid, fixed, sink) {
  const held2 = new HeldList();
  const reader = block.reader;
  if (grid) {
    for (let c = 0; c < grid.cells.length; c++) {
      held2.push(
        [grid.cells[c]],
        grid.rowLines[Math.floor(c / grid.board.width)],
        grid.columns?.[c] ?? 0
      );
    }
  } else if (reader.singles) {
    const { values, lines, columns } = reader.heldSingles();
    values.forEach((v, i) => {
      held2.push([v], lines[i], columns[i]);
    });
  } else {
    const row2 = reader.heldRow();
    if (!row2) {
      throw new TourFormatError(
        "linear square indices are one line of numbers or one number a line",
        block.firstLine
      );
    }
    row2.values.forEach((v, i) => {
      held2.push([v], row2.line, row2.columns[i]);
    });
  }
  return emitList(
    held2,
    "indices",
    {
      format: "indices",
      style: "linear square indices",
      fixed,
      brackets: "()",
      where: linesOf(block),
      line: block.firstLine,
      claims: {}
    },
    sink
  );
}

// ../../packages/verify/src/formats/text/reader.ts
var MAX_PROSE_LINES = 1e3;
var MAX_ENTRIES = 2 ** 28 + 1;
var LAYER = /^\s*#\s*layer\s+\d+\s*$/i;
var TextTourReader = class {
  constructor(sink, fixed) {
    this.sink = sink;
    this.fixed = fixed;
  }
  sink;
  fixed;
  blocks = [];
  current;
  skipped = [];
  proseRun = 0;
  blankRun = 0;
  /** The CSV block streaming into the sink, and its reading. */
  streamed;
  /** A header of columns that name no square, kept to refuse the rows that follow it. */
  unknownHeader;
  /** Squares of CSV rows read on the fast path, not yet handed to the sink. */
  run = new SquareRun();
  allows(...formats) {
    return this.fixed.format === void 0 || formats.includes(this.fixed.format);
  }
  /** Feeds one line (without its line ending), 1-based. */
  line(text, line) {
    if (/^\s*$/.test(text)) {
      if (++this.blankRun > MAX_PROSE_LINES * 100) {
        throw new TourFormatError(
          `${MAX_PROSE_LINES * 100} blank lines in a row: not a tour file`,
          line
        );
      }
      return;
    }
    this.blankRun = 0;
    const cur = this.current;
    if (cur?.family === "board" && this.allows("text", "indices")) {
      const numbers = scanNumbersLine(text);
      if (numbers && numbers.values.length >= 3) {
        cur.reader.addRow(numbers, line);
        cur.lastLine = line;
        return;
      }
    } else if (cur?.family === "csv" && cur.streaming) {
      const row2 = cur.layout ? readCsvFields(text, cur.layout) : readCsvRow(text);
      if (row2) {
        cur.lastLine = line;
        this.csvEntry(cur, row2.step, row2.values, line);
        return;
      }
    }
    if (this.unknownHeader) this.refuseUnknownColumns(text);
    if (/^\s*#/.test(text)) {
      this.comment(text, line);
      return;
    }
    if (this.allows("csv") && this.csvLine(text, line)) return;
    if (this.allows("pairs") && this.pairsLine(text, line)) return;
    if (this.allows("algebraic")) {
      const last = this.current?.family === "algebraic" ? this.current.last : void 0;
      const squares = readAlgebraicLine(text, last);
      if (squares) {
        const block = this.list("algebraic", line);
        for (const s of squares) {
          this.count(block, line);
          block.held.push([s.file, s.rank], line, s.column);
        }
        block.last = squares[squares.length - 1];
        return;
      }
    }
    if (this.allows("text", "indices") && this.boardLine(text, line)) return;
    this.prose(line, text);
  }
  /**
   * Rows that TourReader may read on its fast path (`step,x,y` lines of plain integers): −1
   * for none (no CSV is streaming), 0 for rows of 3 or 4 numbers (no header), else the
   * numbers a row of the header's plain layout holds.
   */
  fastRowWidth() {
    const cur = this.current;
    if (cur?.family !== "csv" || !cur.streaming) return -1;
    if (!cur.layout) return 0;
    return isPlain(cur.layout) ? cur.layout.coordinates.length + 1 : -1;
  }
  /** The board whose rows TourReader may read on its fast path (see `BoardReader.takesCells`). */
  fastBoard() {
    const cur = this.current;
    return cur?.family === "board" && cur.reader.takesCells && this.allows("text", "indices") ? cur : void 0;
  }
  /** A board row read on the fast path (see {@link fastBoard}): what `line` does with it. */
  fastBoardRow(values, columns, n, line) {
    this.blankRun = 0;
    const cur = this.current;
    cur.reader.addCells(values, columns, n, line);
    cur.lastLine = line;
  }
  /**
   * A row read on the fast path (see {@link fastRowWidth}): what `line` does with it. The next
   * step of the streaming CSV, a square of the board's arity, joins a run handed to the sink
   * at once (by {@link flushRows}, which the fast path calls before it returns); any other row
   * goes through `csvEntry` after the run, which says what is wrong with it.
   */
  fastRow(step, values, line) {
    this.blankRun = 0;
    const cur = this.current;
    cur.lastLine = line;
    const streamed = this.streamed;
    if (cur.streaming && streamed !== void 0 && step === cur.nextStep && cur.count < MAX_ENTRIES && values.length === squareArity(streamed.reading.board)) {
      cur.count++;
      cur.nextStep++;
      const { origin: o, order, board } = streamed.reading;
      const rc = order === "rc";
      const x = (rc ? values[1] : values[0]) - o;
      const wy = (rc ? values[0] : values[1]) - o;
      const y = cur.fromBottom ? board.height - 1 - wy : wy;
      this.run.add(x, y, values.length === 3 ? values[2] - o : 0, line, decimalLength(step) + 2);
      if (this.run.full) visitRun(this.sink, this.run);
      return;
    }
    visitRun(this.sink, this.run);
    this.csvEntry(cur, step, values, line);
  }
  /** Hands the squares of the rows read fast so far to the sink. */
  flushRows() {
    visitRun(this.sink, this.run);
  }
  /** `#` lines: a layer of a box, the CSV comment with the board, or prose. */
  comment(text, line) {
    if (LAYER.test(text) && this.allows("text", "indices")) {
      const block2 = this.current?.family === "board" ? this.current : this.open(boardBlock(line));
      block2.reader.addLayer(line);
      block2.lastLine = line;
      return;
    }
    const comment = this.allows("csv") ? readCsvComment(text, line) : void 0;
    if (!comment) {
      this.prose(line, text);
      return;
    }
    const block = this.list("csv", line);
    if (comment.width !== void 0 && comment.height !== void 0) {
      const { width, height, depth } = comment;
      const board = rethrowAs(
        () => checkBoard({ width, height, depth }),
        (error2) => new TourFormatError(error2.message, line)
      );
      block.board = this.fixed.size ?? board;
    }
    block.claims = comment.claims;
  }
  /** A CSV header or row; false when the line is neither. */
  csvLine(text, line) {
    const header = readCsvHeader(text);
    if (header && !("unknown" in header)) {
      const block = this.list("csv", line);
      block.layout = header;
      block.order = this.fixed.order ?? header.order;
      block.fromBottom = header.fromBottom;
      block.tentative = void 0;
      return true;
    }
    const cur = this.current;
    const layout = cur?.family === "csv" ? cur.layout : void 0;
    const row2 = layout ? readCsvFields(text, layout) : readCsvRow(text);
    if (row2) {
      this.csvRow(row2.step, row2.values, line, text);
      return true;
    }
    if (cur?.family === "csv" && cur.lastLine === line - 1 && nearMiss(cur, text)) {
      throw new TourFormatError(
        `${quote(text)} is not part of the ${styleOf(cur)} above (${linesOf(cur)})${hint(cur)}`,
        line
      );
    }
    return false;
  }
  /** A header of a coordinate list, or a line of coordinates; false when neither. */
  pairsLine(text, line) {
    const header = readPairsHeader(text);
    if (header) {
      const block2 = this.list("pairs", line);
      block2.order ??= header.order;
      block2.fromBottom = header.fromBottom;
      return true;
    }
    const pairs = readPairsLine(text) ?? (this.fixed.format === "pairs" ? readFlatPairs(text) : void 0);
    if (!pairs) return false;
    const block = this.list("pairs", line);
    for (const p of pairs) {
      if (p.order && block.order === void 0) block.order = p.order;
      if (p.fromBottom) block.fromBottom = true;
      this.count(block, line);
      block.held.push(p.values, line, p.column);
    }
    return true;
  }
  /** A border, a row of file letters or a row of numbers; false when none. */
  boardLine(text, line) {
    if (isBorderLine(text)) {
      const cur = this.current;
      if (cur?.family === "board") {
        cur.reader.addBorder(line);
        cur.lastLine = line;
      } else if (cur === void 0) this.open(boardBlock(line)).reader.addBorder(line);
      else this.prose(line, text);
      return true;
    }
    const letters = readFileLetters(text);
    if (letters) {
      this.board(line).reader.addFileLetters(letters, line);
      return true;
    }
    const numbers = scanNumbersLine(text);
    if (!numbers) return false;
    this.board(line).reader.addRow(numbers, line);
    return true;
  }
  refuseUnknownColumns(text) {
    const header = this.unknownHeader;
    this.unknownHeader = void 0;
    const fields = text.split(/[,;\t]/);
    if (fields.length === header.names.length && fields.every((f) => /^\s*-?\d+(?:\.\d+)?\s*$/.test(f))) {
      throw new TourFormatError(
        `a CSV whose columns ${quote(header.names.join(", "))} name no squares: expected a step,x,y header (or columns x and y, row and col, file and rank)`,
        header.line
      );
    }
  }
  prose(line, text) {
    const cur = this.current;
    if (cur && cur.lastLine === line - 1 && nearMiss(cur, text)) {
      throw new TourFormatError(
        `${quote(text)} is not part of the ${styleOf(cur)} above (${linesOf(cur)})${hint(cur)}`,
        line
      );
    }
    const header = readCsvHeader(text);
    if (header && "unknown" in header && header.unknown.length >= 2 && /[,;\t]/.test(text)) {
      this.unknownHeader = { line, names: header.unknown };
    }
    this.close();
    this.skipped.push({ line, text: text.trim().slice(0, 80) });
    if (++this.proseRun > MAX_PROSE_LINES) {
      throw new TourFormatError(
        `${MAX_PROSE_LINES} lines in a row that are not part of a tour: not a tour file`,
        line
      );
    }
  }
  count(block, line) {
    if (++block.count > MAX_ENTRIES) {
      throw new TourFormatError(
        `more than ${MAX_ENTRIES - 1} squares: larger than any board`,
        line
      );
    }
  }
  close() {
    const cur = this.current;
    if (cur) {
      if (cur.family === "csv") this.settleCsv(cur);
      this.blocks.push(cur);
    }
    this.current = void 0;
  }
  open(block) {
    this.close();
    this.current = block;
    this.proseRun = 0;
    return block;
  }
  list(family, line) {
    const cur = this.current;
    if (cur && cur.family === family) {
      cur.lastLine = line;
      this.proseRun = 0;
      return cur;
    }
    return this.open(listBlock(family, line, this.fixed.order));
  }
  board(line) {
    const cur = this.current;
    if (cur && cur.family === "board") {
      cur.lastLine = line;
      this.proseRun = 0;
      return cur;
    }
    return this.open(boardBlock(line));
  }
  /** A CSV row. Until a header, a comment or a second row in sequence says CSV, it may be a board with commas. */
  csvRow(step, values, line, text) {
    const block = this.list("csv", line);
    const rows = block.tentative;
    if (rows) {
      const forced = this.fixed.format === "csv" || block.board !== void 0 || block.claims.format !== void 0;
      if (!forced) {
        rows.push({ line, text });
        if (rows.length < 2) return;
        const [r1, r2] = rows.map((r) => readCsvRow(r.text));
        if (r2.step !== r1.step + 1 || r1.step !== 0 && r1.step !== 1 || r1.values.length !== r2.values.length) {
          this.current = void 0;
          for (const r of rows) this.board(r.line).reader.addRow(scanNumbersLine(r.text), r.line);
          return;
        }
      }
      block.tentative = void 0;
      if (rows.length > 0) {
        for (const r of rows) {
          const row2 = readCsvRow(r.text);
          this.csvEntry(block, row2.step, row2.values, r.line);
        }
        return;
      }
    }
    this.csvEntry(block, step, values, line);
  }
  csvEntry(block, step, values, line) {
    this.count(block, line);
    const column = step === void 0 ? 1 : String(step).length + 2;
    if (Number.isNaN(block.nextStep)) {
      block.nextStep = step === 0 ? 0 : 1;
      if (block.board && this.blocks.length === 0 && this.streamed === void 0)
        this.startStream(block, values.length);
    }
    const expected = block.nextStep++;
    const outOfOrder = step !== void 0 && step !== expected;
    const why = () => `step number ${step} where ${expected} was expected (rows must be in order)`;
    if (block.streaming) {
      const { reading: reading2 } = this.streamed;
      if (outOfOrder) this.sink.malformed(why(), line, 1);
      else if (values.length !== squareArity(reading2.board)) {
        const on = squareArity(reading2.board) === 3 ? "box" : "2-D board";
        this.sink.malformed(`${values.length} coordinates on a ${on}`, line, column);
      } else {
        const o = reading2.origin;
        const rc = reading2.order === "rc";
        const x = (rc ? values[1] : values[0]) - o;
        const wy = (rc ? values[0] : values[1]) - o;
        const y = block.fromBottom ? reading2.board.height - 1 - wy : wy;
        this.sink.visit(x, y, values.length === 3 ? values[2] - o : 0, line, column);
      }
      return;
    }
    if (outOfOrder) block.held.bad(why(), line, 1);
    else block.held.push(values, line, column);
  }
  startStream(block, arity) {
    block.streaming = true;
    const board = block.board;
    const reading2 = {
      format: "csv",
      style: arity === 3 ? "step,x,y,z rows" : "step,x,y rows",
      origin: this.fixed.origin ?? 0,
      order: block.order ?? "xy",
      board,
      sizeFrom: this.fixed.size ? "option" : "document",
      skipped: []
    };
    this.streamed = { block, reading: reading2 };
    this.sink.begin(reading2, void 0, block.claims);
  }
  /** A block of one numbered row, or rows that never got a second: CSV after all. */
  settleCsv(block) {
    const rows = block.tentative;
    if (!rows || rows.length === 0) return;
    block.tentative = void 0;
    for (const r of rows) {
      const row2 = readCsvRow(r.text);
      this.csvEntry(block, row2.step, row2.values, r.line);
    }
  }
  /** Ends the input: decides every reading left open and replays the tour into the sink. */
  finish() {
    this.close();
    return finishBlocks(this.blocks, this.skipped, this.fixed, this.sink, this.streamed);
  }
};
function decimalLength(step) {
  let length = step < 0 ? 2 : 1;
  for (let rest = Math.abs(step); rest >= 10; rest = Math.floor(rest / 10)) length++;
  return length;
}

// ../../packages/verify/src/formats/reader.ts
var MAX_LINE = 64 * 1024 * 1024;
var MAX_INPUT = 2 ** 36;
var SNIFF = 64 * 1024;
var TAIL = 256 * 1024;
var ANSI = (
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal escapes are what is removed
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[!-/]+[0-~]|\u001b[0-~]/g
);
function blankEscapes(line) {
  return line.includes("\x1B") || line.includes("") ? line.replace(ANSI, (m) => " ".repeat(m.length)) : line;
}
var TourReader = class {
  constructor(sink, fixed) {
    this.sink = sink;
    this.fixed = fixed;
  }
  sink;
  fixed;
  json;
  text;
  head = "";
  total = 0;
  started = false;
  lineNo = 0;
  parts = [];
  partLength = 0;
  // The fast path's numbers of a CSV row, and the coordinates it hands over (2-D, box).
  rowNumbers = new Float64Array(4);
  pair = [0, 0];
  triple = [0, 0, 0];
  // The fast path's cells of a board row and their columns, grown for wide boards.
  cellValues = new Float64Array(1024);
  cellColumns = new Int32Array(1024);
  /** The last chunk ended with CR: an LF starting the next one belongs to it. */
  pendingCR = false;
  ascii = new AsciiView();
  // Bytes pushed: their decoder, the held end of the last piece (at the start of `joined`),
  // and whether the decoder may hold a cut sequence (then nothing may skip it).
  decoder;
  joined;
  tail = 0;
  carry = false;
  /** Feeds the next piece of the input. */
  push(chunk) {
    if (chunk.length === 0) return;
    this.count(chunk.length);
    if (!this.started) {
      this.head += chunk;
      if (this.head.charCodeAt(0) === 65279) this.head = this.head.slice(1);
      if (!this.decide(false)) return;
      const buffered = this.head;
      this.head = "";
      this.feed(buffered);
      return;
    }
    this.feed(chunk);
  }
  count(characters) {
    this.total += characters;
    if (this.total > MAX_INPUT) {
      throw new TourFormatError(
        `the input is longer than ${MAX_INPUT} characters: larger than any tour file`
      );
    }
  }
  /**
   * Feeds the next piece of the input as UTF-8 bytes: the fast paths read them as they are,
   * and only the rest is decoded (by `decoder`, the same one for every piece) and read as
   * text, so that the reading, its errors, lines and columns are those of the text.
   */
  pushBytes(bytes2, decoder) {
    this.decoder = decoder;
    const n = bytes2.length;
    if (n === 0) return;
    if (!this.started || this.carry) {
      this.decode(bytes2);
      return;
    }
    let from = 0;
    this.joined ??= new Uint8Array(2 * TAIL);
    if (this.tail > 0) {
      const held2 = this.tail;
      const k = Math.min(n, TAIL);
      this.joined.set(bytes2.subarray(0, k), held2);
      const joined = this.joined.subarray(0, held2 + k);
      const at2 = this.fast(joined, 0);
      this.count(at2);
      this.tail = 0;
      if (at2 < held2) {
        this.decode(joined.subarray(at2));
        this.pushBytes(bytes2.subarray(k), decoder);
        return;
      }
      from = at2 - held2;
    }
    const at = this.fast(bytes2, from);
    this.count(at - from);
    if (at === n) return;
    if (n - at <= TAIL) {
      this.joined.set(bytes2.subarray(at));
      this.tail = n - at;
      return;
    }
    this.decode(bytes2.subarray(at));
  }
  /** Bytes read as text (never skipping what the decoder holds). */
  decode(bytes2) {
    if (bytes2.length === 0) return;
    this.carry = bytes2[bytes2.length - 1] >= 128;
    this.push(this.decoder.write(bytes2));
  }
  /** The fast path that fits where the reading is, on bytes from `from`: where it stopped. */
  fast(bytes2, from) {
    if (this.json) return this.json.pushBytes(bytes2, from);
    if (this.parts.length > 0 || this.pendingCR) return from;
    return this.rows(bytes2, from);
  }
  /** Picks JSON or lines once enough of the start is known; false while it is not. */
  decide(atEnd) {
    const text = this.head;
    checkBinary(text);
    const first = text.search(/\S/);
    if (first === -1 && !atEnd && text.length < SNIFF) return false;
    const c = first === -1 ? "" : text[first];
    let json = this.fixed.format === "json" || this.fixed.format === void 0 && (c === "{" || c === "[");
    if (json && this.fixed.format === void 0) {
      const lines = text.slice(first).split(/\r\n?|\n/).map((l) => l.trim()).filter((l) => l !== "");
      if (lines.length < 2 && !atEnd && text.length < SNIFF) return false;
      const [l1, l2] = lines;
      if (l1 !== void 0 && l2 !== void 0 && /[\]})],?$/.test(l1) && /^[[{(]/.test(l2) && !/^\[\s*[[{]/.test(l1)) {
        json = false;
      }
    }
    this.started = true;
    if (json) this.json = new JsonTourReader(this.sink, this.fixed);
    else this.text = new TextTourReader(this.sink, this.fixed);
    return true;
  }
  feed(chunk) {
    if (this.json) {
      this.json.push(chunk);
      return;
    }
    let start = 0;
    if (this.pendingCR) {
      this.pendingCR = false;
      if (chunk.charCodeAt(0) === 10) start = 1;
    }
    if (this.parts.length === 0) start = this.rowsOf(chunk, start);
    let lf = chunk.indexOf("\n", start);
    let cr = chunk.indexOf("\r", start);
    while (lf !== -1 || cr !== -1) {
      const end = cr === -1 || lf !== -1 && lf < cr ? lf : cr;
      this.line(chunk.slice(start, end));
      start = end + 1;
      if (end === cr) {
        if (start === chunk.length) this.pendingCR = true;
        else if (chunk.charCodeAt(start) === 10) start++;
      }
      if (!this.pendingCR) start = this.rowsOf(chunk, start);
      if (lf !== -1 && lf < start) lf = chunk.indexOf("\n", start);
      if (cr !== -1 && cr < start) cr = chunk.indexOf("\r", start);
    }
    if (start < chunk.length) {
      const rest = chunk.slice(start);
      this.partLength += rest.length;
      if (this.partLength > MAX_LINE) {
        throw new TourFormatError(
          `a line longer than ${MAX_LINE} characters: not a tour file`,
          this.lineNo + 1
        );
      }
      this.parts.push(rest);
    }
  }
  /** {@link rows} on text: on its bytes when it is all ASCII (encoded once a chunk, only if a fast path is on). */
  rowsOf(chunk, from) {
    const text = this.text;
    if (!text || !fastPaths.enabled || text.fastRowWidth() < 0 && !text.fastBoard()) return from;
    const bytes2 = this.ascii.of(chunk);
    return bytes2 ? this.rows(bytes2, from) : from;
  }
  /**
   * The fast path of a CSV that streams (`step,x,y` rows, as `solve` writes them): whole rows
   * of plain integers from `from` (a line's start) straight to the text reader, with no
   * string per line. It stops at the first line that is anything else (a blank line, a
   * comment, a float, white space other than spaces and tabs, more than 15 digits, a row cut
   * by the chunk's end or ending in a CR there) and leaves it to `line`, so that every odd
   * row and every error reads exactly as before. Returns where it stopped.
   */
  rows(chunk, from) {
    const text = this.text;
    if (!text || !fastPaths.enabled) return from;
    const width = text.fastRowWidth();
    if (width < 0) return text.fastBoard() ? this.boardRows(chunk, from) : from;
    const numbers = this.rowNumbers;
    const n = chunk.length;
    let start = from;
    let state = 0;
    let count2 = 0;
    let value = 0;
    let digits = 0;
    let negative = false;
    for (let i = from; i < n; i++) {
      if (i === start) {
        let j = i;
        for (; ; ) {
          let k = j;
          let m = 0;
          let ok = false;
          while (m < 4) {
            let c2 = k < n ? chunk[k] : 0;
            if (c2 < 48 || c2 > 57) break;
            let v = c2 - 48;
            let d = 1;
            c2 = ++k < n ? chunk[k] : 0;
            while (c2 >= 48 && c2 <= 57) {
              v = v * 10 + (c2 - 48);
              d++;
              c2 = ++k < n ? chunk[k] : 0;
            }
            if (d > 15) break;
            numbers[m++] = v;
            if (c2 === 10) {
              ok = true;
              break;
            }
            if (c2 !== 44) break;
            k++;
          }
          if (!ok || m < 3 || width !== 0 && m !== width) break;
          const values = m === 3 ? this.pair : this.triple;
          values[0] = numbers[1];
          values[1] = numbers[2];
          if (m === 4) values[2] = numbers[3];
          text.fastRow(numbers[0], values, ++this.lineNo);
          j = k + 1;
        }
        if (j > i) {
          start = j;
          i = j - 1;
          continue;
        }
      }
      const c = chunk[i];
      if (state === 1) {
        if (c >= 48 && c <= 57) {
          value = value * 10 + (c - 48);
          if (++digits > 15) break;
          continue;
        }
        if (digits === 0) break;
        numbers[count2++] = negative ? -value : value;
        state = 2;
      }
      if (c === 32 || c === 9) continue;
      if (c === 10 || c === 13) {
        if (state === 0 || state === 3 && count2 < 3) break;
        if (count2 < 3 || width !== 0 && count2 !== width) break;
        let next = i + 1;
        if (c === 13) {
          if (next === n) break;
          if (chunk[next] === 10) next++;
        }
        const values = count2 === 3 ? this.pair : this.triple;
        values[0] = numbers[1];
        values[1] = numbers[2];
        if (count2 === 4) values[2] = numbers[3];
        text.fastRow(numbers[0], values, ++this.lineNo);
        start = next;
        i = next - 1;
        state = 0;
        count2 = 0;
        continue;
      }
      if (state === 2) {
        if (c !== 44) break;
        state = 3;
        continue;
      }
      if (count2 === 4) break;
      if (c === 45) {
        negative = true;
        digits = 0;
        value = 0;
      } else if (c >= 48 && c <= 57) {
        negative = false;
        digits = 1;
        value = c - 48;
      } else break;
      state = 1;
    }
    text.flushRows();
    return start;
  }
  /**
   * The fast path of a board of step numbers once its layout is known (as `solve` writes it):
   * whole rows of three or more unsigned integers set off by spaces or tabs, from `from` (a
   * line's start) straight into the board, with no string or array per line. It stops at the
   * first line that is anything else (labels, borders, empty cells, a sign, a layer mark, a
   * blank line, a row cut by the chunk's end or ending in a CR there), left to `line`.
   */
  boardRows(chunk, from) {
    const n = chunk.length;
    let start = from;
    let count2 = 0;
    let i = from;
    while (i < n) {
      let c = chunk[i];
      if (c === 32 || c === 9) {
        i++;
        continue;
      }
      if (c >= 48 && c <= 57) {
        if (count2 === this.cellValues.length) this.growCells();
        this.cellColumns[count2] = i - start + 1;
        let value = c - 48;
        c = ++i < n ? chunk[i] : 0;
        while (c >= 48 && c <= 57) {
          value = value * 10 + (c - 48);
          c = ++i < n ? chunk[i] : 0;
        }
        this.cellValues[count2++] = value;
        continue;
      }
      if (c !== 10 && c !== 13) break;
      if (count2 < 3) break;
      let next = i + 1;
      if (c === 13) {
        if (next === n) break;
        if (chunk[next] === 10) next++;
      }
      this.text.fastBoardRow(this.cellValues, this.cellColumns, count2, ++this.lineNo);
      start = next;
      i = next;
      count2 = 0;
    }
    return start;
  }
  growCells() {
    const values = new Float64Array(this.cellValues.length * 2);
    values.set(this.cellValues);
    this.cellValues = values;
    const columns = new Int32Array(this.cellColumns.length * 2);
    columns.set(this.cellColumns);
    this.cellColumns = columns;
  }
  line(piece) {
    let line = piece;
    if (this.parts.length > 0) {
      this.parts.push(piece);
      line = this.parts.join("");
      this.parts = [];
      this.partLength = 0;
    }
    this.lineNo++;
    this.text.line(blankEscapes(line), this.lineNo);
  }
  /** Ends the input and returns how it was read; the sink has had every step. */
  finish() {
    if (this.decoder) {
      const held2 = this.tail;
      this.tail = 0;
      if (this.joined) this.decode(this.joined.subarray(0, held2));
      this.push(this.decoder.end());
    }
    if (!this.started) {
      if (this.head.trim() === "") throw new TourFormatError("empty input: no tour to read");
      this.decide(true);
      const buffered = this.head;
      this.head = "";
      this.feed(buffered);
    }
    if (this.json) return this.json.finish();
    if (this.parts.length > 0) this.line("");
    return this.text.finish();
  }
};
function checkBinary(text) {
  const n = Math.min(text.length, 8192);
  let line = 1;
  let column = 0;
  let afterEsc = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line++;
      column = 0;
      afterEsc = false;
      continue;
    }
    column++;
    if (c === 27) afterEsc = true;
    if (c === 7 && afterEsc) continue;
    if (c < 32 && c !== 9 && c !== 13 && c !== 12 && c !== 27 || c === 65533) {
      const what = c === 65533 ? "bytes that are not UTF-8" : `control byte 0x${c.toString(16).padStart(2, "0")}`;
      throw new TourFormatError(`binary data, not a tour (${what} here)`, line, column);
    }
  }
}

// ../../packages/verify/src/options.ts
var INPUT_FORMATS = ["json", "csv", "text", "algebraic", "pairs", "indices"];
var AXIS_ORDERS = ["xy", "rc"];
var CHECKED = /* @__PURE__ */ Symbol("checked reading options");
var given = (v) => v !== void 0 && v !== "";
var blame2 = (option) => (error2) => new ReadOptionError(option, error2.message);
function fixReading(options = {}) {
  if (CHECKED in options) return options;
  const { inputFormat, origin, order, size: size2, key } = options;
  const out = { [CHECKED]: true };
  if (given(inputFormat)) {
    out.format = rethrowAs(
      () => parseName("input format", String(inputFormat), INPUT_FORMATS),
      blame2("inputFormat")
    );
  }
  if (given(origin))
    out.origin = rethrowAs(() => parseName("origin", String(origin), ["0", "1"]), blame2("origin")) === "0" ? 0 : 1;
  if (given(order)) {
    out.order = rethrowAs(() => parseName("order", String(order), AXIS_ORDERS), blame2("order"));
  }
  if (given(size2)) {
    out.size = rethrowAs(
      () => typeof size2 === "string" ? parseBoardSize(size2) : checkBoard(size2),
      blame2("size")
    );
  }
  if (given(key)) {
    const text = String(key);
    if (escapeControls(text) !== text || text.split(".").some((part) => part === "")) {
      throw new ReadOptionError(
        "key",
        `key must be names and positions joined by dots (e.g. solutions.0), got ${quote(text)}`
      );
    }
    out.key = text.split(".");
  }
  return out;
}
function parseReadOptions(text) {
  return fixReading(text);
}

// ../../packages/verify/src/parse.ts
function parseTour(text, options = {}) {
  const builder = new ParsedTourBuilder();
  const reader = new TourReader(builder, fixReading(options));
  reader.push(text);
  const { reading: reading2, claims } = reader.finish();
  return builder.build(reading2, claims);
}

// ../../packages/verify/src/reading.ts
function describeReading(reading2) {
  const skipped = reading2.skipped.length;
  return [
    `${reading2.format} (${reading2.style})`,
    ...reading2.key !== void 0 ? [`the tour at '${reading2.key}'`] : [],
    `origin ${reading2.origin}`,
    `order ${reading2.order}`,
    `size ${boardName(reading2.board)} (${reading2.sizeFrom})`,
    ...reading2.twice ? ["printed twice, both agree"] : [],
    ...skipped > 0 ? [`${plural(skipped, "line")} skipped (${reading2.skipped.map((s) => s.line).join(", ")})`] : []
  ].join(", ");
}
function readingFields(reading2) {
  const { format, style, origin, order, board, ...rest } = reading2;
  const { width, height, depth } = board;
  return { format, style, origin, order, width, height, depth, ...rest };
}

// ../../packages/verify/src/report.ts
function summarizeReport(report3) {
  const board = boardName(report3.board);
  const unit = unitOf(report3.board);
  const inferred = report3.reading.sizeFrom === "inferred" ? ", size inferred from the squares" : "";
  if (report3.valid) {
    return `valid ${report3.closed ? "closed" : "open"} tour of ${board} (${report3.squares} ${unit}${inferred})`;
  }
  const kinds = Object.entries(report3.counts);
  const total = kinds.reduce((sum, [, n]) => sum + n, 0);
  const detail = kinds.map(([kind, n]) => `${n} ${kind}`).join(", ");
  return `invalid ${board} tour${inferred ? ` (${inferred.slice(2)})` : ""}: ${plural(total, "problem")} (${detail}), ${report3.visited} of ${report3.squares} ${unit} visited in ${plural(report3.steps, "step")}`;
}

// ../../packages/verify/src/squares.ts
var SquaresSink = class {
  squares = int32s(1024);
  board = { width: 0, height: 0, depth: 1 };
  notation;
  begin(reading2, notation) {
    this.board = reading2.board;
    this.notation = notation;
    this.squares.reserve(Math.min(cellCount(reading2.board), 2 ** 28));
  }
  visit(x, y, z, line, column) {
    const { width, height, depth } = this.board;
    if (!(x >= 0 && y >= 0 && z >= 0 && x < width && y < height && z < depth)) {
      const name = this.notation ? this.notation(x, y, z) : squareLabel(squareOf(this.board, x, y, z));
      throw new TourFormatError(
        `step ${this.squares.length + 1}${describePlace(line, column)}: ${name} is off the ${boardName(this.board)} board, so the walk cannot be written as squares`
      );
    }
    this.squares.push((z * height + y) * width + x);
  }
  malformed(why, line, column) {
    throw new TourFormatError(
      `step ${this.squares.length + 1}${describePlace(line, column)}: ${why}, so the walk cannot be written as squares`
    );
  }
};
function createSquareReader(options = {}) {
  const sink = new SquaresSink();
  const reader = new TourReader(sink, fixReading(options));
  return {
    push: (chunk) => reader.push(chunk),
    finish() {
      const { reading: reading2, claims } = reader.finish();
      return { board: sink.board, squares: sink.squares.view(), reading: reading2, claims };
    }
  };
}

// ../../packages/verify/src/decoder.ts
var { TextDecoder: TextDecoder2 } = globalThis;
function webDecoder() {
  const decoder = new TextDecoder2();
  return {
    write: (bytes2) => decoder.decode(bytes2, { stream: true }),
    end: () => decoder.decode()
  };
}

// ../../packages/verify/src/step-log.ts
var ESCAPE = 255;
var DELTAS = [];
var CODES = new Uint8Array(125).fill(ESCAPE);
for (let dz = -2; dz <= 2; dz++) {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      if (!isKnightStep(dx, dy, dz)) continue;
      CODES[dx + 2 + 5 * (dy + 2) + 25 * (dz + 2)] = DELTAS.length;
      DELTAS.push([dx, dy, dz]);
    }
  }
}
function moveCode(dx, dy, dz) {
  return CODES[dx + 2 + 5 * (dy + 2) + 25 * (dz + 2)];
}
var StepLog = class {
  constructor(capacity, width, height) {
    this.width = width;
    this.height = height;
    this.codes = new Uint8Array(Math.max(capacity, 16));
  }
  width;
  height;
  /** Move numbers in step order (written directly by the checker's run loop: see `push`). */
  codes;
  length = 0;
  squares = int32s(16);
  /** Makes room for `more` steps; {@link codes} may be a new array after it. */
  reserve(more) {
    if (this.length + more <= this.codes.length) return;
    const next = new Uint8Array(Math.max(this.length + more, this.codes.length * 2));
    next.set(this.codes.subarray(0, this.length));
    this.codes = next;
  }
  /** A step by knight move `code` from the last square. */
  push(code) {
    this.reserve(1);
    this.codes[this.length++] = code;
  }
  /** A step that is no knight move from the last: square `s`, or −1 for none. */
  pushSquare(s) {
    this.push(ESCAPE);
    this.squares.push(s);
  }
  /** Each square's first step (1-based; 0 for one never visited), for a board of `cells` squares. */
  firstSteps(cells) {
    const first = new Int32Array(cells);
    const { width, height, codes } = this;
    const squares = this.squares.data;
    let escaped = 0;
    let x = 0;
    let y = 0;
    let z = 0;
    for (let i = 0; i < this.length; i++) {
      const code = codes[i];
      let s;
      if (code === ESCAPE) {
        s = squares[escaped++];
        if (s < 0) continue;
        x = s % width;
        const rest = (s - x) / width;
        y = rest % height;
        z = (rest - y) / height;
      } else {
        const [dx, dy, dz] = DELTAS[code];
        x += dx;
        y += dy;
        z += dz;
        s = (z * height + y) * width + x;
      }
      if (first[s] === 0) first[s] = i + 1;
    }
    return first;
  }
};

// ../../packages/verify/src/path-checker.ts
var place = (line, column) => line > 0 ? column > 0 ? { line, column } : { line } : {};
var PathChecker = class {
  constructor(board, options = {}, notation, trackFirstVisit = true) {
    this.board = board;
    this.options = options;
    this.notation = notation;
    this.squares = board.width * board.height * board.depth;
    this.cap = options.maxPerKind ?? 20;
    this.seen = new Uint8Array(this.squares + 7 >>> 3);
    if (trackFirstVisit) this.order = new StepLog(this.squares, board.width, board.height);
  }
  board;
  options;
  notation;
  squares;
  list = [];
  counts = {};
  cap;
  seen;
  /** Squares in step order, until the first square visited twice. */
  order;
  /** Each square's first step (0 before it), built from `order` at the first square visited twice. */
  first;
  visited = 0;
  steps = 0;
  // Previous square (NaN after an entry that is none) and the first one.
  px = Number.NaN;
  py = 0;
  pz = 0;
  start;
  add(kind, make2) {
    const count2 = (this.counts[kind] ?? 0) + 1;
    this.counts[kind] = count2;
    if (count2 <= this.cap) this.list.push(make2());
  }
  square(x, y, z) {
    return squareOf(this.board, x, y, z);
  }
  /** A square in the file's notation (SPEC's `(x,y)` when it has none). */
  name(s) {
    return this.notation ? this.notation(s[0], s[1], s[2] ?? 0) : squareLabel(s);
  }
  /** ` [(x,y) → (x,y)]` after squares in the file's notation; nothing when the file uses (x,y). */
  zero(...squares) {
    if (!this.notation) return "";
    const plain = squares.map(squareLabel);
    return plain.join(" → ") === squares.map((s) => this.name(s)).join(" → ") ? "" : ` [${plain.join(" → ")}]`;
  }
  /** Step `k`'s prefix: `step 17 (line 3, col 9)`. */
  head(k, line, column) {
    return `step ${k}${describePlace(line, column)}`;
  }
  /** An entry that is not a square at all (`why` says what it is). */
  malformed(why, line = 0, column = 0) {
    const k = ++this.steps;
    this.add("malformed", () => ({
      kind: "malformed",
      step: k,
      message: `${this.head(k, line, column)}: ${why}`,
      ...place(line, column)
    }));
    this.px = Number.NaN;
    this.order?.pushSquare(-1);
  }
  /** The next step: square `(x, y, z)` (0-based integers, possibly off the board), found at `line`, `column`. */
  visit(x, y, z, line = 0, column = 0) {
    const k = ++this.steps;
    const { width, height, depth } = this.board;
    if (!(x >= 0 && y >= 0 && z >= 0 && x < width && y < height && z < depth)) {
      this.add("off-board", () => {
        const s2 = this.square(x, y, z);
        return {
          kind: "off-board",
          step: k,
          square: s2,
          message: `${this.head(k, line, column)}: ${this.name(s2)} is off the ${boardName(this.board)} board${this.zero(s2)}`,
          ...place(line, column)
        };
      });
      this.px = Number.NaN;
      this.order?.pushSquare(-1);
      return;
    }
    if (k === 1) this.start = this.square(x, y, z);
    const s = (z * height + y) * width + x;
    const bits = this.seen;
    const bit = 1 << (s & 7);
    if ((bits[s >>> 3] & bit) === 0) {
      bits[s >>> 3] |= bit;
      this.visited++;
      if (this.first) this.first[s] = k;
    } else this.duplicate(this.firstStep(s), k, x, y, z, line, column);
    const { px, py, pz } = this;
    const knight = !Number.isNaN(px) && isKnightStep(x - px, y - py, z - pz);
    if (knight) this.order?.push(moveCode(x - px, y - py, z - pz));
    else this.order?.pushSquare(s);
    if (!Number.isNaN(px) && !knight) {
      this.add("not-a-knight-move", () => {
        const from = this.square(px, py, pz);
        const to = this.square(x, y, z);
        return {
          kind: "not-a-knight-move",
          step: k,
          from,
          to,
          message: `${this.head(k, line, column)}: ${this.name(from)} → ${this.name(to)} is not a knight move${this.zero(from, to)}`,
          ...place(line, column)
        };
      });
    }
    this.px = x;
    this.py = y;
    this.pz = z;
  }
  /**
   * The steps of `run`, as {@link visit} takes them one by one: a step onto a new square on the
   * board, a knight move from the last, is taken here in a few instructions; any other step
   * (the first, off the board, a repeat, not a knight move) goes through `visit`, which says
   * what is wrong with it.
   */
  visitRun(run2) {
    const { xs, ys, zs, lines, columns } = run2;
    const { width, height, depth } = this.board;
    const bits = this.seen;
    const first = this.first;
    const order = this.order;
    order?.reserve(run2.length);
    const kept = order?.codes;
    let { px, py, pz, steps, visited } = this;
    for (let i = 0; i < run2.length; i++) {
      const x = xs[i];
      const y = ys[i];
      const z = zs[i];
      const s = (z * height + y) * width + x;
      const bit = 1 << (s & 7);
      const dx = x - px;
      const dy = y - py;
      const dz = z - pz;
      if (steps > 0 && x >= 0 && y >= 0 && z >= 0 && x < width && y < height && z < depth && dx * dx + dy * dy + dz * dz === 5 && (bits[s >>> 3] & bit) === 0) {
        bits[s >>> 3] |= bit;
        steps++;
        visited++;
        if (first) first[s] = steps;
        else if (kept) kept[order.length++] = moveCode(dx, dy, dz);
        px = x;
        py = y;
        pz = z;
        continue;
      }
      this.steps = steps;
      this.visited = visited;
      this.px = px;
      this.py = py;
      this.pz = pz;
      this.visit(x, y, z, lines[i], columns[i]);
      if (this.order !== order || this.first !== first) {
        for (let j = i + 1; j < run2.length; j++) {
          this.visit(xs[j], ys[j], zs[j], lines[j], columns[j]);
        }
        return;
      }
      ({ px, py, pz, steps, visited } = this);
    }
    this.steps = steps;
    this.visited = visited;
    this.px = px;
    this.py = py;
    this.pz = pz;
  }
  duplicate(seen, k, x, y, z, line, column) {
    this.add("duplicate", () => {
      const s = this.square(x, y, z);
      const when = seen > 0 ? ` at step ${seen}` : "";
      return {
        kind: "duplicate",
        steps: [seen, k],
        square: s,
        message: `${this.head(k, line, column)}: ${this.name(s)} was already visited${when}${this.zero(s)}`,
        ...place(line, column)
      };
    });
  }
  /** The step that first visited square `s` (0 when first steps are not kept). */
  firstStep(s) {
    const order = this.order;
    if (order) {
      this.first = order.firstSteps(this.squares);
      this.order = void 0;
    }
    return this.first ? this.first[s] : 0;
  }
  isVisited(s) {
    return (this.seen[s >>> 3] & 1 << (s & 7)) !== 0;
  }
  /** Ends the walk: unvisited squares, length and closure. */
  finish() {
    const { board, squares, steps, visited, options } = this;
    const unit = unitOf(board);
    if (steps === 0) this.add("empty", () => ({ kind: "empty", message: "the path is empty" }));
    if (steps > squares) {
      this.add("size-mismatch", () => ({
        kind: "size-mismatch",
        steps,
        squares,
        message: `the path has ${steps} steps but the ${boardName(board)} board has ${squares} ${unit}`
      }));
    }
    if (visited < squares) {
      const max = options.maxUnvisited ?? 10;
      const list = [];
      const { width, height } = board;
      for (let s = 0; s < squares && list.length < max; s++) {
        if (this.isVisited(s)) continue;
        const x = s % width;
        const rest = (s - x) / width;
        list.push(this.square(x, rest % height, Math.floor(rest / height)));
      }
      const count2 = squares - visited;
      const shown2 = list.map(
        (s) => this.notation && this.zero(s) !== "" ? `${this.name(s)} ${squareLabel(s)}` : this.name(s)
      ).join(", ");
      this.add("unvisited", () => ({
        kind: "unvisited",
        count: count2,
        squares: list,
        message: `${count2} of ${squares} ${unit} never visited: ${shown2}${count2 > list.length ? ", …" : ""}`
      }));
    }
    const isTour = Object.keys(this.counts).length === 0;
    const start = this.start;
    const last = !Number.isNaN(this.px) ? this.square(this.px, this.py, this.pz) : void 0;
    const endsMeet = start !== void 0 && last !== void 0 && isKnightStep(last[0] - start[0], last[1] - start[1], (last[2] ?? 0) - (start[2] ?? 0));
    const closed = isTour && steps >= 2 && endsMeet;
    if (options.closed && !closed) {
      this.add(
        "not-closed",
        () => isTour && start && last ? {
          kind: "not-closed",
          first: start,
          last,
          message: `not closed: the last square ${this.name(last)} (step ${steps}) is not a knight move from the first ${this.name(start)}${this.zero(last, start)}`
        } : {
          kind: "not-closed",
          message: "not closed: a closed tour was required and this is not a complete tour"
        }
      );
    }
    return {
      valid: Object.keys(this.counts).length === 0,
      complete: visited === squares,
      closed,
      board,
      squares,
      visited,
      steps,
      problems: this.list,
      counts: this.counts,
      start,
      last
    };
  }
};

// ../../packages/verify/src/verify.ts
function report(result, claims, reading2) {
  const warnings = [];
  const claim = (field, claimed2, actual, what) => warnings.push({
    field,
    claimed: claimed2,
    actual,
    message: `the document says ${field}: ${JSON.stringify(claimed2)}, but ${what}`
  });
  const kinds = Object.keys(result.counts);
  const tour = kinds.length === 0 || kinds.length === 1 && kinds[0] === "not-closed" && result.complete;
  if (claims.complete !== void 0 && claims.complete !== tour) {
    claim("complete", claims.complete, tour, `it is ${tour ? "" : "not "}a complete tour`);
  }
  if (claims.closed !== void 0 && claims.closed !== result.closed) {
    claim(
      "closed",
      claims.closed,
      result.closed,
      `it is ${result.closed ? "" : "not "}a closed tour`
    );
  }
  const start = result.start;
  if (claims.start !== void 0 && start !== void 0 && squareLabel(claims.start) !== squareLabel(start)) {
    claim("start", claims.start, start, `the path starts at ${squareLabel(start)}`);
  }
  if (claims.format !== void 0 && claims.format !== "knights-tour/1") {
    claim("format", claims.format, "knights-tour/1", "this verifier reads knights-tour/1");
  }
  return {
    valid: result.valid,
    complete: result.complete,
    closed: result.closed,
    board: result.board,
    squares: result.squares,
    visited: result.visited,
    steps: result.steps,
    problems: result.problems,
    counts: result.counts,
    warnings,
    reading: reading2
  };
}
var CheckingSink = class {
  constructor(options) {
    this.options = options;
  }
  options;
  checker;
  begin(reading2, notation) {
    this.checker = new PathChecker(
      reading2.board,
      this.options,
      notation,
      reading2.format !== "text"
    );
  }
  visit(x, y, z, line, column) {
    this.checker.visit(x, y, z, line, column);
  }
  malformed(why, line, column) {
    this.checker.malformed(why, line, column);
  }
  visitRun(run2) {
    this.checker.visitRun(run2);
  }
};
function isParsed(tour) {
  return tour.xs instanceof Float64Array;
}
function replayParsed(tour, sink) {
  sink.begin(tour.reading, tour.notation, tour.claims);
  const { xs, ys, zs, lines, columns, malformed } = tour;
  for (let i = 0; i < tour.length; i++) {
    const x = xs[i];
    const y = ys[i];
    const z = zs[i];
    const line = lines[i] ?? 0;
    const column = columns[i] ?? 0;
    if (Number.isNaN(x) || Number.isNaN(y) || Number.isNaN(z)) {
      sink.malformed(malformed.get(i + 1) ?? "malformed entry", line, column);
    } else if (!Number.isInteger(x) || !Number.isInteger(y) || !Number.isInteger(z)) {
      sink.malformed(
        `${squareLabel(squareOf(tour.board, x, y, z))} is not a square of integers`,
        line,
        column
      );
    } else sink.visit(x, y, z, line, column);
  }
}
function verifyTour(tour, options = {}) {
  const sink = new CheckingSink(options);
  if (isParsed(tour)) {
    replayParsed(tour, sink);
    return report(sink.checker.finish(), tour.claims, tour.reading);
  }
  const { reading: reading2, claims } = readTourObject(tour, sink);
  return report(sink.checker.finish(), claims, reading2);
}
function createTourVerifier(options = {}, decoder) {
  const sink = new CheckingSink(options);
  const reader = new TourReader(sink, fixReading(options));
  let pieces = decoder;
  return {
    push: (chunk) => reader.push(chunk),
    pushBytes(chunk) {
      pieces ??= webDecoder();
      reader.pushBytes(chunk, pieces);
    },
    finish() {
      const { reading: reading2, claims } = reader.finish();
      return report(sink.checker.finish(), claims, reading2);
    }
  };
}

// ../../packages/verify/src/formats/integers.ts
var SPACE = 32;
var TAB = 9;
var LF = 10;
var CR = 13;
var COMMA = 44;
var OPEN = 91;
var CLOSE = 93;
var ZERO = 48;
var NINE = 57;
var isBlank = (c) => c === SPACE || c === TAB || c === LF || c === CR;
var START = 0;
var OPENED = 1;
var PAIR = 2;
var FIRST = 3;
var FIRST_DONE = 4;
var SECOND = 5;
var SECOND_DONE = 6;
var PAIR_DONE = 7;
var FLAT = 8;
var FLAT_DONE = 9;
var END = 10;
var SEPARATED = 11;
var SEPARATED_DONE = 12;
function scanIntegers(text, out) {
  out.length = 0;
  const n = text.length;
  let state = START;
  let shape;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c >= ZERO && c <= NINE) {
      let next;
      if (state === FIRST) next = FIRST_DONE;
      else if (state === SECOND) next = SECOND_DONE;
      else if (state === FLAT || state === OPENED) {
        shape = "flat";
        next = FLAT_DONE;
      } else if (state === SEPARATED || state === START) {
        shape = "blank-separated";
        next = SEPARATED_DONE;
      } else return void 0;
      let value = c - ZERO;
      let digits = 1;
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d < ZERO || d > NINE) break;
        if (value === 0 || digits === 9) return void 0;
        value = value * 10 + (d - ZERO);
        digits++;
        i++;
      }
      if (out.length === out.data.length) out.reserve(out.length + 1);
      out.data[out.length++] = value;
      state = next;
      continue;
    }
    i++;
    if (isBlank(c)) {
      if (state === SEPARATED_DONE) state = SEPARATED;
      continue;
    }
    if (c === COMMA) {
      if (state === FIRST_DONE) state = SECOND;
      else if (state === PAIR_DONE) state = PAIR;
      else if (state === FLAT_DONE) state = FLAT;
      else return void 0;
    } else if (c === OPEN) {
      if (state === START) state = OPENED;
      else if (state === OPENED || state === PAIR) {
        shape = "pairs";
        state = FIRST;
      } else return void 0;
    } else if (c === CLOSE) {
      if (state === SECOND_DONE) state = PAIR_DONE;
      else if (state === OPENED) {
        shape = "pairs";
        state = END;
      } else if (state === PAIR_DONE || state === FLAT_DONE) state = END;
      else return void 0;
    } else return void 0;
  }
  return state === END || state === SEPARATED_DONE || state === SEPARATED ? shape : void 0;
}

// ../../packages/verify/src/walk-reader.ts
function squaresOf(tour) {
  const { xs, ys, zs } = tour;
  const { width, height, depth } = tour.board;
  const squares = new Int32Array(tour.length);
  for (let i = 0; i < tour.length; i++) {
    const x = xs[i];
    const y = ys[i];
    const z = zs[i];
    if (!(Number.isInteger(x) && Number.isInteger(y) && Number.isInteger(z))) return void 0;
    if (x < 0 || y < 0 || z < 0 || x >= width || y >= height || z >= depth) return void 0;
    squares[i] = (z * height + y) * width + x;
  }
  return squares;
}
function createWalkReader(options = {}) {
  const { closed, maxPerKind, maxUnvisited, size: _, ...given2 } = options;
  const verifying = {
    ...closed !== void 0 ? { closed } : {},
    ...maxPerKind !== void 0 ? { maxPerKind } : {},
    ...maxUnvisited !== void 0 ? { maxUnvisited } : {}
  };
  let reading2 = given2;
  let fixed = given2.inputFormat !== void 0 && given2.origin !== void 0 && given2.order !== void 0;
  let fastReads = 0;
  const templates = /* @__PURE__ */ new Map();
  let templateBoard = "";
  const values = int32s(1024);
  const general = (text, board, shape) => {
    const tour = parseTour(text, { ...reading2, size: board });
    if (!fixed) {
      reading2 = {
        ...reading2,
        inputFormat: tour.format,
        origin: tour.reading.origin,
        order: tour.reading.order
      };
      fixed = true;
    } else if (shape !== void 0 && board.depth === 1) templates.set(shape, tour);
    return { report: verifyTour(tour, verifying), squares: squaresOf(tour) };
  };
  const fast = (board, shape, template) => {
    const { width, height } = board;
    const { origin, order } = template.reading;
    const v = values.data;
    const count2 = shape === "pairs" ? values.length / 2 : values.length;
    const squares = new Int32Array(count2);
    const cells = width * height;
    for (let i = 0; i < count2; i++) {
      if (shape === "pairs") {
        const a = v[2 * i] - origin;
        const b = v[2 * i + 1] - origin;
        const x = order === "xy" ? a : b;
        const y = order === "xy" ? b : a;
        if (x < 0 || y < 0 || x >= width || y >= height) return void 0;
        squares[i] = y * width + x;
      } else {
        const s = v[i] - origin;
        if (s < 0 || s >= cells) return void 0;
        squares[i] = s;
      }
    }
    const checker = new PathChecker(board, verifying, template.notation);
    for (let i = 0; i < count2; i++) {
      const s = squares[i];
      checker.visit(s % width, (s - s % width) / width, 0);
    }
    const result = checker.finish();
    if (result.problems.some((p) => p.kind !== "unvisited" && p.kind !== "not-closed")) {
      return void 0;
    }
    return { report: report(result, template.claims, template.reading), squares };
  };
  return {
    read(text, board) {
      const key = `${board.width}x${board.height}x${board.depth}`;
      if (key !== templateBoard) {
        templates.clear();
        templateBoard = key;
      }
      const shape = scanIntegers(text, values);
      const template = shape === void 0 ? void 0 : templates.get(shape);
      const quick = template && shape ? fast(board, shape, template) : void 0;
      if (quick) fastReads++;
      return quick ?? general(text, board, shape);
    },
    get options() {
      return reading2;
    },
    get fastReads() {
      return fastReads;
    }
  };
}

// ../../packages/sweep/src/plan/command.ts
var PLACEHOLDERS = ["n", "width", "height", "x", "y"];
function solverInstance({ board, start }) {
  return { width: board.width, height: board.height, x: start[0], y: start[1] };
}
var PLACEHOLDER = /^\{([A-Za-z_][A-Za-z0-9_]*)\}/;
var OPERATORS = /* @__PURE__ */ new Set(["|", "&", ";", "<", ">", "(", ")"]);
var EXPANSIONS = /* @__PURE__ */ new Set(["$", "`"]);
function parseCommand(text) {
  const refuse = (why) => {
    throw new KnightsTourError(`the solver's command ${quote(text, 60)} ${why}`);
  };
  const words = [];
  const uses = /* @__PURE__ */ new Set();
  let word;
  let literal = "";
  const add = (s) => {
    word ??= [];
    literal += s;
  };
  const flush = () => {
    if (literal !== "") word.push(literal);
    literal = "";
  };
  const end = () => {
    if (word) {
      flush();
      words.push(word);
    }
    word = void 0;
  };
  const placeholderAt = (i2) => {
    const m = PLACEHOLDER.exec(text.slice(i2));
    if (!m) return void 0;
    const name = m[1];
    if (!PLACEHOLDERS.includes(name)) {
      refuse(
        `uses the unknown placeholder {${name}}${didYouMean(name, PLACEHOLDERS)} (the placeholders are ${PLACEHOLDERS.map((p) => `{${p}}`).join(", ")})`
      );
    }
    return { name, length: m[0].length };
  };
  const placeholder = (name) => {
    word ??= [];
    flush();
    word.push({ placeholder: name });
    uses.add(name);
  };
  const take = (at) => {
    const p = text[at] === "{" ? placeholderAt(at) : void 0;
    if (!p) {
      add(text[at]);
      return at + 1;
    }
    placeholder(p.name);
    return at + p.length;
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === " " || c === "	" || c === "\n" || c === "\r") {
      end();
      i++;
    } else if (c === "'") {
      const close = text.indexOf("'", i + 1);
      if (close < 0) refuse(`has an unterminated quote ' (at character ${i + 1})`);
      word ??= [];
      for (let j = i + 1; j < close; ) j = take(j);
      i = close + 1;
    } else if (c === '"') {
      word ??= [];
      let j = i + 1;
      for (; ; ) {
        if (j >= text.length) refuse(`has an unterminated quote " (at character ${i + 1})`);
        const d = text[j];
        if (d === '"') break;
        if (EXPANSIONS.has(d)) {
          refuse(
            `holds ${quote(d)} inside double quotes, which a shell would expand: it is run without a shell (quote it with '…', or write sh -c '…')`
          );
        }
        if (d === "\\" && j + 1 < text.length && '"\\$`'.includes(text[j + 1])) {
          add(text[j + 1]);
          j += 2;
          continue;
        }
        j = take(j);
      }
      i = j + 1;
    } else if (c === "\\") {
      if (i + 1 >= text.length) refuse("ends with a backslash");
      if (text[i + 1] !== "\n") add(text[i + 1]);
      i += 2;
    } else if (OPERATORS.has(c) || EXPANSIONS.has(c)) {
      refuse(
        `holds ${quote(c)}, which only a shell understands: it is run without a shell (quote the character, or write sh -c '…' to run a shell)`
      );
    } else if (c === "~" && word === void 0) {
      refuse(`starts a word with '~', which only a shell expands: write the path in full`);
    } else i = take(i);
  }
  end();
  if (words.length === 0) {
    throw new KnightsTourError("the solver's command is empty: give the program and its arguments");
  }
  if (words[0].some((part) => typeof part !== "string")) {
    refuse("names its program with a placeholder: the program must be the same for every instance");
  }
  return { text, words, uses };
}
function placeholderValue(placeholder, instance) {
  return placeholder === "n" ? instance.width : instance[placeholder];
}
function commandWords(template, instance) {
  return template.words.map(
    (parts) => parts.map(
      (part) => typeof part === "string" ? part : String(placeholderValue(part.placeholder, instance))
    ).join("")
  );
}
function shellQuote(word) {
  if (/^[\w./:@%+=,-]+$/.test(word)) return word;
  if (!/[\u0000-\u001f\u007f-\u009f]/.test(word)) return `'${word.replace(/'/g, `'\\''`)}'`;
  const escaped = [...word].map((c) => {
    const code = c.charCodeAt(0);
    if (c === "\\" || c === "'") return `\\${c}`;
    return code < 32 || code >= 127 && code <= 159 ? `\\x${code.toString(16).padStart(2, "0")}` : c;
  }).join("");
  return `$'${escaped}'`;
}
function commandLine(words) {
  return words.map(shellQuote).join(" ");
}

// ../../packages/sweep/src/solver/spec.ts
var PROTOCOLS = ["args", "lines"];
var DEFAULT_TIMEOUT = 10;
var MAX_TIMEOUT = 86400;
var SolverSpecError = class extends KnightsTourError {
  constructor(field, message) {
    super(message);
    this.field = field;
  }
  field;
};
function blame3(field, check) {
  return rethrowAs(check, (error2) => new SolverSpecError(field, error2.message));
}
var READING_FIELDS = {
  inputFormat: "input-format",
  origin: "origin",
  order: "order",
  size: "input-format",
  // never given: each instance's board is
  key: "key"
};
function readReference(text) {
  const name = parseAlgorithm(text);
  const info3 = algorithmInfo(name);
  if (info3.kind !== "heuristic") {
    throw new KnightsTourError(
      `the reference must be a heuristic, a walk rule to compare walks with step by step: ${name} is ${info3.kind === "auto" ? "several methods in turn" : "an exact search"}`
    );
  }
  if (info3.dimensions !== 2) {
    throw new KnightsTourError(`the reference must be a 2-D heuristic: ${name} walks boxes`);
  }
  if (info3.closed) {
    throw new KnightsTourError(
      `${name} cannot be a reference: its tour is a closed tour turned to begin at the start, not its walk from there`
    );
  }
  return name;
}
function readTimeout(timeout) {
  const text = String(timeout).trim();
  const value = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !(value > 0) || value > MAX_TIMEOUT) {
    throw new KnightsTourError(
      `timeout must be a number of seconds above 0, at most ${MAX_TIMEOUT}, got ${quote(text)}`
    );
  }
  return value;
}
function checkPlaceholders(spec) {
  const { template, protocol, boards, starts } = spec;
  const uses = template.uses;
  if (protocol === "lines") {
    if (uses.size > 0) {
      throw new KnightsTourError(
        `the solver's command uses {${[...uses][0]}}, but with the lines protocol each instance comes on standard input (placeholders are for the args protocol)`
      );
    }
    return;
  }
  if (uses.has("n")) {
    const oblong = boards.find((b) => b.width !== b.height);
    if (oblong) {
      throw new KnightsTourError(
        `the solver's command uses {n}, but ${boardName(oblong)} is not square: use {width} and {height}`
      );
    }
  }
  const side = (b) => `${uses.has("n") || uses.has("width") ? b.width : ""}x${uses.has("height") ? b.height : ""}`;
  const seen = /* @__PURE__ */ new Map();
  for (const board of boards) {
    const other = seen.get(side(board));
    if (other) {
      throw new KnightsTourError(
        `the solver's command does not tell ${boardName(other)} from ${boardName(board)}: pass the board with {width} {height} (or {n} on square boards)`
      );
    }
    seen.set(side(board), board);
  }
  if (!(uses.has("x") && uses.has("y"))) {
    const many = boards.find((b) => countStarts(starts, b) > 1);
    if (many) {
      throw new KnightsTourError(
        `the solver's command does not pass the start: add {x} {y} (${boardName(many)} has ${countStarts(starts, many)} ${starts} starts)`
      );
    }
  }
}
function createSolverSpec(input) {
  const template = blame3("command", () => parseCommand(input.command));
  const boards = blame3(
    "sizes",
    () => typeof input.sizes === "string" ? parseBoardSizes(input.sizes) : input.sizes.map((b) => checkBoard(b))
  );
  if (boards.length === 0)
    throw new SolverSpecError("sizes", "a solver check needs at least one board");
  const box = boards.find((b) => b.depth > 1);
  if (box) {
    throw new SolverSpecError(
      "sizes",
      `a solver check runs 2-D boards (the program is told a square {x} {y}): ${boardName(box)} is a box`
    );
  }
  const starts = blame3("starts", () => parseName("start set", input.starts ?? "all", START_SETS));
  blame3("starts", () => {
    for (const board of boards) checkStartSet(starts, board);
  });
  const protocol = blame3(
    "protocol",
    () => parseName("protocol", input.protocol ?? "args", PROTOCOLS)
  );
  const reference = input.reference === void 0 ? void 0 : blame3("reference", () => readReference(input.reference));
  if (reference !== void 0) {
    blame3("reference", () => {
      for (const board of boards) checkFitsBoard(reference, board);
    });
  }
  const timeout = input.timeout === void 0 ? DEFAULT_TIMEOUT : blame3("timeout", () => readTimeout(input.timeout));
  const fixed = rethrowAs(
    () => parseReadOptions({
      inputFormat: input.inputFormat,
      origin: input.origin,
      order: input.order,
      key: input.key
    }),
    (error2) => error2 instanceof ReadOptionError ? new SolverSpecError(READING_FIELDS[error2.option], error2.message) : error2
  );
  const reading2 = {
    ...fixed.format === void 0 ? {} : { inputFormat: fixed.format },
    ...fixed.origin === void 0 ? {} : { origin: fixed.origin },
    ...fixed.order === void 0 ? {} : { order: fixed.order },
    ...fixed.key === void 0 ? {} : { key: fixed.key.join(".") }
  };
  const spec = {
    command: input.command,
    template,
    protocol,
    ...reference === void 0 ? {} : { reference },
    timeout,
    reading: reading2,
    starts,
    boards,
    sizes: formatBoardSizes(boards)
  };
  blame3("command", () => checkPlaceholders(spec));
  return spec;
}
function solverKey(spec) {
  const { command, protocol, reference, timeout, reading: reading2, starts, sizes } = spec;
  return JSON.stringify([
    "solver",
    command,
    protocol,
    reference ?? null,
    timeout,
    reading2,
    starts,
    sizes
  ]);
}
function describeSolverSpec(spec) {
  const against = spec.reference === void 0 ? "" : ` against ${spec.reference}`;
  const lines = spec.protocol === "lines" ? " (lines protocol)" : "";
  return `${quote(spec.command, 80)}${lines}${against} on sizes ${spec.sizes}, ${spec.starts} starts`;
}
function requestLine(instance) {
  return `${instance.width} ${instance.height} ${instance.x} ${instance.y}`;
}
function reproduceCommand(spec, where2) {
  const instance = solverInstance(where2);
  const line = commandLine(commandWords(spec.template, instance));
  return spec.protocol === "lines" ? `echo '${requestLine(instance)}' | ${line}` : line;
}

// ../../packages/sweep/src/solver/verdict.ts
var VERDICTS = ["valid", "stuck", "invalid", "unreadable", "crashed", "timeout"];
function noVerdicts() {
  return Object.fromEntries(VERDICTS.map((v) => [v, 0]));
}
var roundMs = (ms) => Math.round(ms * 1e3) / 1e3;
var seconds = (ms) => `${Number((ms / 1e3).toPrecision(3))} s`;
var bytes = (n) => n >= 1 << 20 ? `${Number((n / (1 << 20)).toPrecision(3))} MiB` : `${Math.ceil(n / 1024)} KiB`;
var none = (failure2, stderr, ms) => ({
  text: "",
  failure: failure2,
  stderr,
  ms
});
function noAnswer(run2, limits, flood) {
  if (run2.failedToStart !== void 0) {
    return { verdict: "crashed", why: `could not be started: ${run2.failedToStart}` };
  }
  if (run2.timedOut) {
    return {
      verdict: "timeout",
      why: `no answer within ${seconds(limits.timeoutMs)}: stopped, with every process it started`
    };
  }
  if (run2.flooded) {
    return {
      verdict: "unreadable",
      why: `${flood} of more than ${bytes(limits.maxOutput)}, more than any walk of the board: stopped there`
    };
  }
  return void 0;
}
function answerOfRun(run2, limits) {
  const { stderr, ms } = run2;
  const failure2 = noAnswer(run2, limits, "a standard output");
  if (failure2) return none(failure2, stderr, ms);
  const { code, signal } = run2.end;
  if (signal !== null) return none({ verdict: "crashed", why: `killed by ${signal}` }, stderr, ms);
  if (code === 0) return { claim: "tour", text: run2.stdout, stderr, ms };
  if (code === 1 && run2.stdout.trim() !== "")
    return { claim: "stuck", text: run2.stdout, stderr, ms };
  const why = code === 1 ? "exit code 1 with nothing on standard output (what an uncaught exception gives; a stuck walk is printed)" : `exit code ${code}`;
  return none({ verdict: "crashed", why }, stderr, ms);
}
var ANSWER = /^(tour|stuck)(?:[ \t]+|$)/;
function answerOfLine(answer, limits) {
  const { stderr, ms, line } = answer;
  const failure2 = noAnswer(answer, limits, "an answer line");
  if (failure2) return none(failure2, stderr, ms);
  if (line === void 0) {
    const end = answer.end;
    const how = end?.signal != null ? `killed by ${end.signal}` : `exited${end?.code == null ? "" : ` with code ${end.code}`}`;
    return none({ verdict: "crashed", why: `${how} before answering` }, stderr, ms);
  }
  const m = ANSWER.exec(line);
  if (!m) {
    const why = `the answer ${quote(line, 60)} does not start with 'tour' or 'stuck' (see the lines protocol)`;
    return none({ verdict: "unreadable", why }, stderr, ms);
  }
  if (line.slice(m[0].length).trim() === "") {
    return none({ verdict: "unreadable", why: `the answer '${m[1]}' holds no walk` }, stderr, ms);
  }
  const text = " ".repeat(m[0].length) + line.slice(m[0].length);
  return { claim: m[1], text, stderr, ms };
}
var claimed = (claim, protocol) => protocol === "args" ? claim === "tour" ? "exit code 0 claims a tour" : "exit code 1 claims the heuristic got stuck" : claim === "tour" ? "its answer 'tour' claims a tour" : "its answer 'stuck' claims the heuristic got stuck";
function judgeAnswer(board, start, answer, reader, protocol) {
  const base = { board, start, ms: roundMs(answer.ms) };
  const stderr = answer.stderr === "" ? {} : { stderr: answer.stderr };
  if (answer.failure) {
    const { verdict, why } = answer.failure;
    return {
      verdict: { ...base, verdict, problem: why, ...verdict === "unreadable" ? {} : stderr }
    };
  }
  const claim = answer.claim;
  if (answer.text.trim() === "") {
    return {
      verdict: {
        ...base,
        verdict: "unreadable",
        problem: `${claimed(claim, protocol)}, but nothing was printed`
      }
    };
  }
  let checked;
  try {
    checked = reader.read(answer.text, board);
  } catch (error2) {
    if (!(error2 instanceof TourFormatError)) throw error2;
    return { verdict: { ...base, verdict: "unreadable", problem: escapeControls(error2.message) } };
  }
  const { report: report3, squares } = checked;
  const reached = report3.steps;
  let first;
  const [sx, sy] = start;
  const startIndex = sy * board.width + sx;
  if (squares && squares.length > 0 && squares[0] !== startIndex) {
    const s = squares[0];
    first = {
      step: 1,
      message: `step 1: the walk starts on ${squareLabel([s % board.width, Math.floor(s / board.width)])}, not on its start ${squareLabel([sx, sy])}`
    };
  }
  for (const p of report3.problems) {
    const step = p.kind === "duplicate" ? p.steps[1] : p.kind === "empty" ? 1 : "step" in p ? p.step : void 0;
    if (step !== void 0 && (first === void 0 || step < first.step)) {
      first = { step, message: p.message };
    }
  }
  const invalid = (problem, step) => ({
    verdict: {
      ...base,
      verdict: "invalid",
      reached,
      ...step === void 0 ? {} : { step },
      problem
    }
  });
  if (first) return invalid(first.message, first.step);
  const cells = board.width * board.height;
  if (claim === "tour" && !report3.complete) {
    return invalid(
      `${claimed(claim, protocol)}, but the walk ends after ${reached} of the ${cells} squares of ${boardName(board)} (${plural(cells - report3.visited, "square")} never visited)`,
      reached + 1
    );
  }
  if (claim === "stuck" && report3.complete) {
    return invalid(`${claimed(claim, protocol)}, but the walk is a complete tour`);
  }
  return { verdict: { ...base, verdict: claim === "tour" ? "valid" : "stuck", reached }, squares };
}
function compareVerdict(judged, reference) {
  const { verdict, squares } = judged;
  if (!squares) return verdict;
  const departure = compareWithRule(verdict.board, squares, reference.walk, reference.explain);
  return departure ? { ...verdict, departure } : verdict;
}
function passes(verdict, reference) {
  if (verdict.departure !== void 0) return false;
  return verdict.verdict === "valid" || reference && verdict.verdict === "stuck";
}
function describeVerdict(verdict, reference) {
  const where2 = `${boardName(verdict.board)} from ${squareLabel([...verdict.start])}`;
  const parts = [verdict.verdict];
  if (verdict.problem !== void 0) parts[0] = `${verdict.verdict}: ${verdict.problem}`;
  if (verdict.verdict === "stuck" && verdict.reached !== void 0) {
    parts[0] = `stuck after ${plural(verdict.reached, "square")}`;
  }
  const lastLine = verdict.stderr?.split("\n").at(-1)?.trim();
  if (lastLine) parts.push(`stderr: ${quote(lastLine, 120)}`);
  let line = `${where2}: ${parts.join("; ")}`;
  if (verdict.departure && reference !== void 0) {
    line += `, but it ${describeDeparture(verdict.departure, reference)}`;
  }
  return escapeControls(line);
}

// ../../packages/sweep/src/solver/result-file.ts
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var isCount = (v) => Number.isSafeInteger(v) && v >= 0;
var isTime = (v) => typeof v === "number" && Number.isFinite(v) && v >= 0;
var isSquare = (v) => Array.isArray(v) && v.length === 2 && v.every(isCount);
function solverHeader(spec) {
  const { command, protocol, reference, timeout, reading: reading2 } = spec;
  return {
    command,
    protocol,
    ...reference === void 0 ? {} : { reference },
    timeout,
    ...reading2.inputFormat === void 0 ? {} : { inputFormat: reading2.inputFormat },
    ...reading2.origin === void 0 ? {} : { origin: reading2.origin },
    ...reading2.order === void 0 ? {} : { order: reading2.order },
    ...reading2.key === void 0 ? {} : { key: reading2.key }
  };
}
var HEADER_KEYS = /* @__PURE__ */ new Set([
  "command",
  "protocol",
  "reference",
  "timeout",
  "inputFormat",
  "origin",
  "order",
  "key"
]);
function readSolverHeader(solver, sizes, starts, bad, wrap) {
  if (!isObject(solver)) return bad("solver must be an object");
  const unknown = Object.keys(solver).find((k) => !HEADER_KEYS.has(k));
  if (unknown !== void 0) return bad(`solver: unknown field ${quote(unknown)}`);
  const { command, protocol, reference, timeout, inputFormat, origin, order, key } = solver;
  if (typeof command !== "string") return bad("solver: command must be a string");
  if (typeof protocol !== "string") return bad("solver: protocol must be a string");
  if (!isTime(timeout)) return bad("solver: timeout must be a number of seconds");
  for (const [name, value] of [
    ["reference", reference],
    ["inputFormat", inputFormat],
    ["order", order],
    ["key", key]
  ]) {
    if (value !== void 0 && typeof value !== "string")
      return bad(`solver: ${name} must be a string`);
  }
  if (origin !== void 0 && origin !== 0 && origin !== 1)
    return bad("solver: origin must be 0 or 1");
  return rethrowAs(
    () => createSolverSpec({
      command,
      protocol,
      sizes,
      starts,
      timeout,
      reference,
      inputFormat,
      origin,
      order,
      key
    }),
    wrap
  );
}
function instanceFields(v) {
  const d = v.departure;
  return {
    start: v.start,
    verdict: v.verdict,
    ms: v.ms,
    ...v.reached === void 0 ? {} : { reached: v.reached },
    ...v.step === void 0 ? {} : { step: v.step },
    ...v.problem === void 0 ? {} : { problem: v.problem },
    ...v.stderr === void 0 ? {} : { stderr: v.stderr },
    ...d === void 0 ? {} : {
      departure: {
        step: d.step,
        ...d.walk === void 0 ? {} : { walk: d.walk },
        ...d.rule === void 0 ? {} : { rule: d.rule },
        ...d.outcome === void 0 ? {} : { outcome: d.outcome },
        why: d.why
      }
    }
  };
}
function solverTaskFields(r) {
  return {
    ...taskHeadFields(r),
    verdicts: r.verdicts,
    ...r.agreeing === void 0 ? {} : { agreeing: r.agreeing },
    ms: r.ms,
    maxMs: r.maxMs,
    failed: r.failed.map(instanceFields)
  };
}
var TASK_KEYS = /* @__PURE__ */ new Set([
  "id",
  "width",
  "height",
  "from",
  "to",
  "instances",
  "verdicts",
  "agreeing",
  "ms",
  "maxMs",
  "failed",
  "sum"
]);
var INSTANCE_KEYS = /* @__PURE__ */ new Set([
  "start",
  "verdict",
  "ms",
  "reached",
  "step",
  "problem",
  "stderr",
  "departure"
]);
var DEPARTURE_KEYS = /* @__PURE__ */ new Set(["step", "walk", "rule", "outcome", "why"]);
var OUTCOMES = ["completes-where-rule-is-stuck", "stuck-where-rule-completes"];
function readDeparture(d, bad) {
  if (!isObject(d)) return bad("departure must be an object");
  const extra = Object.keys(d).find((k) => !DEPARTURE_KEYS.has(k));
  if (extra !== void 0) return bad(`departure: unknown field ${quote(extra)}`);
  if (!isCount(d.step) || d.step < 1) return bad("departure: step must be a whole number from 1");
  if (typeof d.why !== "string") return bad("departure: why must be a string");
  for (const key of ["walk", "rule"]) {
    if (d[key] !== void 0 && !isSquare(d[key])) return bad(`departure: ${key} must be [x, y]`);
  }
  if (d.walk === void 0 && d.rule === void 0)
    return bad("departure: walk or rule must be given");
  if (d.outcome !== void 0 && !OUTCOMES.includes(d.outcome)) {
    return bad(`departure: outcome must be one of ${OUTCOMES.join(", ")}`);
  }
  return {
    step: d.step,
    ...d.walk === void 0 ? {} : { walk: d.walk },
    ...d.rule === void 0 ? {} : { rule: d.rule },
    ...d.outcome === void 0 ? {} : { outcome: d.outcome },
    why: d.why
  };
}
function readInstance(f, board, bad) {
  if (!isObject(f)) return bad("not an object");
  const extra = Object.keys(f).find((k) => !INSTANCE_KEYS.has(k));
  if (extra !== void 0) return bad(`unknown field ${quote(extra)}`);
  if (!isSquare(f.start)) return bad("start must be [x, y]");
  if (!VERDICTS.includes(f.verdict))
    return bad(`verdict must be one of ${VERDICTS.join(", ")}`);
  if (!isTime(f.ms)) return bad("ms must be a number of milliseconds");
  for (const key of ["reached", "step"]) {
    if (f[key] !== void 0 && !isCount(f[key])) return bad(`${key} must be a whole number`);
  }
  for (const key of ["problem", "stderr"]) {
    if (f[key] !== void 0 && typeof f[key] !== "string") return bad(`${key} must be a string`);
  }
  return {
    board,
    start: f.start,
    verdict: f.verdict,
    ms: f.ms,
    ...f.reached === void 0 ? {} : { reached: f.reached },
    ...f.step === void 0 ? {} : { step: f.step },
    ...f.problem === void 0 ? {} : { problem: f.problem },
    ...f.stderr === void 0 ? {} : { stderr: f.stderr },
    ...f.departure === void 0 ? {} : { departure: readDeparture(f.departure, bad) }
  };
}
function readSolverTask(r, bad) {
  if (!isObject(r)) return bad("not an object");
  const unknown = Object.keys(r).find((k) => !TASK_KEYS.has(k));
  if (unknown !== void 0) return bad(`unknown field ${quote(unknown)}`);
  for (const key of ["id", "width", "height", "from", "to", "instances"]) {
    if (!isCount(r[key])) return bad(`${key} must be a whole number`);
  }
  const n = r;
  if (n.width < 1 || n.height < 1) return bad("width and height must be at least 1");
  const board = boardOf({ width: n.width, height: n.height });
  const counts = noVerdicts();
  if (!isObject(r.verdicts)) return bad("verdicts must map each verdict to a count");
  for (const key of Object.keys(r.verdicts)) {
    if (!VERDICTS.includes(key)) return bad(`verdicts: unknown verdict ${quote(key)}`);
  }
  for (const v of VERDICTS) {
    const count2 = r.verdicts[v];
    if (!isCount(count2)) return bad(`verdicts: ${v} must be a count`);
    counts[v] = count2;
  }
  if (r.agreeing !== void 0 && !isCount(r.agreeing)) return bad("agreeing must be a count");
  if (!isTime(r.ms) || !isTime(r.maxMs)) return bad("ms and maxMs must be numbers of milliseconds");
  if (!Array.isArray(r.failed)) return bad("failed must be an array");
  const failed = r.failed.map(
    (f, j) => readInstance(f, board, (why) => bad(`failed instance ${j + 1}: ${why}`))
  );
  return {
    result: {
      id: n.id,
      board,
      from: n.from,
      to: n.to,
      instances: n.instances,
      verdicts: counts,
      ...r.agreeing === void 0 ? {} : { agreeing: r.agreeing },
      ms: r.ms,
      maxMs: r.maxMs,
      failed
    },
    sum: r.sum
  };
}
var SolverTaskChecker = class {
  constructor(plan) {
    this.plan = plan;
  }
  plan;
  starts;
  /** The first inconsistency of `r`, or undefined. */
  check(r) {
    const task = this.plan.includes(r.id) ? this.plan.task(r.id) : void 0;
    if (!task) return `it is not a task of this file's plan (${this.plan.taskCount} tasks)`;
    if (boardName(task.board) !== boardName(r.board) || task.from !== r.from || task.to !== r.to) {
      return "its board or its starts differ from the plan of this check";
    }
    if (r.instances !== r.to - r.from) return `instances is ${r.instances}, not to - from`;
    const total = VERDICTS.reduce((sum, v) => sum + r.verdicts[v], 0);
    if (total !== r.instances)
      return `its verdicts add up to ${total}, not its ${r.instances} instances`;
    const reference = this.plan.spec.reference !== void 0;
    if (reference !== (r.agreeing !== void 0)) {
      return reference ? "agreeing is missing (a check with a reference)" : "agreeing is only for a check with a reference";
    }
    const b = this.starts?.board;
    if (!this.starts || b?.width !== r.board.width || b.height !== r.board.height) {
      this.starts = new BoardStarts(this.plan.spec.starts, r.board);
    }
    const recorded = noVerdicts();
    let departures = 0;
    let previous = -1;
    for (const [j, f] of r.failed.entries()) {
      const at = `failed instance ${j + 1}`;
      const [x, y] = f.start;
      if (x >= r.board.width || y >= r.board.height)
        return `${at}: its start ${squareLabel(f.start)} is off the board`;
      const position = this.starts.indexOf(y * r.board.width + x);
      if (position < r.from || position >= r.to) {
        return `${at}: its start ${squareLabel(f.start)} is not one of the task's ${this.plan.spec.starts} starts ${r.from}..${r.to - 1}`;
      }
      if (position <= previous) return `${at}: its start comes twice or out of order`;
      previous = position;
      if (passes(f, reference)) return `${at}: it passes, so it is no failure to record`;
      if (f.departure !== void 0) {
        if (!reference) return `${at}: a departure in a check without a reference`;
        if (f.verdict !== "valid" && f.verdict !== "stuck")
          return `${at}: a departure recorded with a ${f.verdict} verdict`;
        departures++;
      }
      if (f.step !== void 0 && f.verdict !== "invalid") {
        return `${at}: the step of a violation in a ${f.verdict} verdict`;
      }
      if (f.ms > r.maxMs) return `${at}: ${f.ms} ms, more than the task's longest, ${r.maxMs} ms`;
      recorded[f.verdict]++;
    }
    for (const v of VERDICTS) {
      const some = v === "valid" || reference && v === "stuck";
      if (some ? recorded[v] > r.verdicts[v] : recorded[v] !== r.verdicts[v]) {
        return `${r.verdicts[v]} ${v} instances but ${recorded[v]} records of them`;
      }
    }
    if (reference && r.agreeing !== r.verdicts.valid + r.verdicts.stuck - departures) {
      return `agreeing is ${r.agreeing}, not its ${r.verdicts.valid + r.verdicts.stuck - departures} valid and stuck walks without a departure`;
    }
    if (r.maxMs > r.ms)
      return `its longest instance (${r.maxMs} ms) is longer than all of them (${r.ms} ms)`;
    return void 0;
  }
};

// ../../packages/sweep/src/solver/results.ts
function solverTaskResult(task, board, verdicts, reference) {
  const counts = noVerdicts();
  let agreeing = 0;
  let ms = 0;
  let maxMs = 0;
  for (const v of verdicts) {
    counts[v.verdict]++;
    if ((v.verdict === "valid" || v.verdict === "stuck") && v.departure === void 0) agreeing++;
    ms += v.ms;
    maxMs = Math.max(maxMs, v.ms);
  }
  return {
    id: task.id,
    board,
    from: task.from,
    to: task.to,
    instances: task.to - task.from,
    verdicts: counts,
    ...reference ? { agreeing } : {},
    ms: roundMs(ms),
    maxMs: roundMs(maxMs),
    failed: verdicts.filter((v) => !passes(v, reference))
  };
}
function summarizeSolver(spec, results, tasksTotal) {
  const sorted = [...results].sort((a, b) => a.id - b.id);
  const reference = spec.reference !== void 0;
  const perSize = /* @__PURE__ */ new Map();
  const verdicts = noVerdicts();
  const failed = [];
  let instances = 0;
  let agreeing = 0;
  let ms = 0;
  let maxMs = 0;
  for (const r of sorted) {
    const size2 = boardName(r.board);
    const row2 = perSize.get(size2) ?? {
      size: size2,
      board: r.board,
      instances: 0,
      verdicts: noVerdicts(),
      ...reference ? { agreeing: 0 } : {},
      ms: 0,
      maxMs: 0
    };
    const rowVerdicts = { ...row2.verdicts };
    for (const v of VERDICTS) {
      rowVerdicts[v] += r.verdicts[v];
      verdicts[v] += r.verdicts[v];
    }
    perSize.set(size2, {
      ...row2,
      instances: row2.instances + r.instances,
      verdicts: rowVerdicts,
      ...reference ? { agreeing: (row2.agreeing ?? 0) + (r.agreeing ?? 0) } : {},
      ms: roundMs(row2.ms + r.ms),
      maxMs: Math.max(row2.maxMs, r.maxMs)
    });
    instances += r.instances;
    agreeing += r.agreeing ?? 0;
    ms += r.ms;
    maxMs = Math.max(maxMs, r.maxMs);
    failed.push(...r.failed);
  }
  return {
    command: spec.command,
    protocol: spec.protocol,
    ...reference ? { reference: spec.reference } : {},
    timeout: spec.timeout,
    starts: spec.starts,
    sizes: spec.sizes,
    instances,
    verdicts,
    ...reference ? { agreeing } : {},
    passed: instances - failed.length,
    failed,
    perSize: [...perSize.values()],
    ms: roundMs(ms),
    maxMs,
    tasksDone: sorted.length,
    tasksTotal,
    complete: sorted.length === tasksTotal
  };
}
var FAILURE_CLASSES = [
  "invalid",
  "unreadable",
  "crashed",
  "timeout",
  "stuck",
  "departs"
];
function failureClass(verdict) {
  if (verdict.departure !== void 0) return "departs";
  return verdict.verdict === "valid" ? "departs" : verdict.verdict;
}
function failureTitle(kind, reference) {
  switch (kind) {
    case "invalid":
      return "Invalid walks (a claim that is not so)";
    case "unreadable":
      return "Unreadable output";
    case "crashed":
      return "Crashes";
    case "timeout":
      return "Time-outs";
    case "stuck":
      return "Stuck walks";
    default:
      return `Departures from ${reference ?? "the reference"}`;
  }
}
function failuresByClass(failed) {
  const groups = /* @__PURE__ */ new Map();
  for (const v of failed) {
    const kind = failureClass(v);
    const group3 = groups.get(kind);
    if (group3) group3.push(v);
    else groups.set(kind, [v]);
  }
  return FAILURE_CLASSES.flatMap((k) => groups.has(k) ? [[k, groups.get(k)]] : []);
}

// ../../packages/sweep/src/node/checksum.ts
var TABLE2 = (() => {
  const table2 = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 3988292384 ^ c >>> 1 : c >>> 1;
    table2[n] = c >>> 0;
  }
  return table2;
})();
var encoder = new TextEncoder();
function crc32(text) {
  let crc = 4294967295;
  for (const byte of encoder.encode(text)) crc = TABLE2[(crc ^ byte) & 255] ^ crc >>> 8;
  return ((crc ^ 4294967295) >>> 0).toString(16).padStart(8, "0");
}

// ../../packages/sweep/src/node/result-check.ts
var TaskChecker = class {
  constructor(plan, verify) {
    this.plan = plan;
    this.verify = verify;
    this.info = algorithmInfo(plan.spec.algorithm);
  }
  plan;
  verify;
  starts;
  info;
  startsOf(r) {
    if (!this.starts || boardName(this.starts.board) !== boardName(r.board)) {
      this.starts = new BoardStarts(this.plan.spec.starts, r.board);
    }
    return this.starts;
  }
  /** The first inconsistency of `r` (a task record of this plan's file), or undefined. */
  check(r) {
    const task = this.plan.includes(r.id) ? this.plan.task(r.id) : void 0;
    if (!task) return `it is not a task of this file's plan (${this.plan.taskCount} tasks)`;
    if (boardName(task.board) !== boardName(r.board) || task.from !== r.from || task.to !== r.to) {
      return "its board or its starts differ from the plan of this sweep";
    }
    if (r.instances !== r.to - r.from) return `instances is ${r.instances}, not to - from`;
    const { board } = r;
    const cells = cellCount(board);
    const auto = this.info.kind === "auto";
    const most = this.info.attempts;
    if ((r.attempts[0] ?? 0) !== 0) return "attempts[0] must be 0";
    if (!auto && r.attempts.length - 1 > most) {
      return `attempts counts instances that needed ${r.attempts.length - 1} attempts; ${this.plan.spec.algorithm} makes at most ${most}`;
    }
    const complete = r.attempts.reduce((a, b) => a + b, 0);
    if (complete + r.failed.length !== r.instances) {
      return `complete (${complete}) and failed (${r.failed.length}) instances do not add up to its ${r.instances} instances`;
    }
    let problems = 0;
    let reachedSum = 0;
    let previous = -1;
    for (const [j, f] of r.failed.entries()) {
      const at = `failure ${j + 1}`;
      const [x, y, z = 0] = f.start;
      if (f.start.length !== squareArity(board))
        return `${at}: its start has ${f.start.length} coordinates`;
      const start = squareLabel(f.start);
      if (x >= board.width || y >= board.height || z >= board.depth) {
        return `${at}: its start ${start} is off the board`;
      }
      const position = this.startsOf(r).indexOf(cellIndex(board, x, y, z));
      if (position < r.from || position >= r.to) {
        return `${at}: its start ${start} is not one of the task's ${this.plan.spec.starts} starts ${r.from}..${r.to - 1}`;
      }
      if (position <= previous) return `${at}: its start comes twice or out of order`;
      previous = position;
      if (!auto && (f.attempts < 1 || f.attempts > most)) {
        return `${at}: ${f.attempts} attempts; ${this.plan.spec.algorithm} makes 1 to ${most}`;
      }
      if (f.problem !== void 0) {
        problems++;
        if (!this.verify) return `${at}: a verifier's problem in a sweep that was not verified`;
        if (f.reached !== cells) return `${at}: a rejected complete walk reaches every square`;
      } else if (f.reached >= cells || !auto && f.reached < 1) {
        return `${at}: reached ${f.reached} of the board's ${cells} ${unitOf(board)}`;
      }
      reachedSum += f.reached;
    }
    if (!this.verify && r.verified !== 0) {
      return `verified is ${r.verified} in a sweep that was not verified`;
    }
    if (this.verify && r.verified !== complete + problems) {
      return `verified is ${r.verified}, not its ${complete + problems} complete walks`;
    }
    const least = auto ? r.instances : complete * cells + reachedSum;
    const limit = r.instances * cells * Math.max(most, 1);
    if (r.squares < least || !auto && r.squares > limit) {
      return `squares walked (${r.squares}) cannot be what its instances walked`;
    }
    if (auto !== (r.methods !== void 0)) {
      return auto ? "methods is missing (an auto sweep)" : "methods is only for auto sweeps";
    }
    if (r.methods) {
      let sum = 0;
      for (const [method, n] of Object.entries(r.methods)) {
        if (!AUTO_METHODS.includes(method))
          return `methods: unknown method ${quote(method)}`;
        sum += n;
      }
      if (sum !== r.instances) return `methods add up to ${sum}, not its ${r.instances} instances`;
    }
    return void 0;
  }
};

// ../../packages/sweep/src/node/result-file.ts
var RESULT_FORMAT = "knights-tour-sweep/2";
var MAX_RESULT_FILE_BYTES = 256 * 1024 * 1024;
function isSolverFile(file) {
  return "command" in file.spec;
}
function resultKey(file) {
  return isSolverFile(file) ? solverKey(file.spec) : specKey(file.spec);
}
function describeResults(file) {
  return isSolverFile(file) ? describeSolverSpec(file.spec) : describeSpec(file.spec);
}
function identity(file) {
  return `${RESULT_FORMAT} ${resultKey(file)} ${file.verify}
`;
}
function written(result, of) {
  const fields = "verdicts" in result ? solverTaskFields(result) : taskResultFields(result);
  const json = JSON.stringify(fields);
  return { json, sum: crc32(of + json) };
}
function taskLine(result, of) {
  const { json, sum } = written(result, of);
  return `${json.slice(0, -1)},"sum":"${sum}"}`;
}
function resultLines(file) {
  const of = identity(file);
  const { spec, shard } = file;
  const what = isSolverFile(file) ? { solver: solverHeader(file.spec) } : {
    algorithm: spec.algorithm,
    ...spec.seed === void 0 ? {} : { seed: spec.seed }
  };
  const head = JSON.stringify({
    format: RESULT_FORMAT,
    ...what,
    sizes: spec.sizes,
    starts: spec.starts,
    shard: shard && shard.count > 1 ? { index: shard.index, count: shard.count } : null,
    verify: file.verify,
    tasksTotal: file.tasksTotal
  });
  return {
    task: (result) => taskLine(result, of),
    /** The whole file from the task lines, in task order. */
    file(lines) {
      const body = lines.length === 0 ? "[]" : `[
${lines.join(",\n")}
]`;
      return `${head.slice(0, -1)},"results":${body}}
`;
    }
  };
}
function formatResultFile(file) {
  const lines = resultLines(file);
  return lines.file(file.results.map(lines.task));
}
var isObject2 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var isCount2 = (v) => Number.isSafeInteger(v) && v >= 0;
var TASK_KEYS2 = /* @__PURE__ */ new Set([
  "id",
  "width",
  "height",
  "depth",
  "from",
  "to",
  "instances",
  "failed",
  "attempts",
  "squares",
  "verified",
  "methods",
  "sum"
]);
var FAILURE_KEYS = /* @__PURE__ */ new Set([
  "width",
  "height",
  "depth",
  "start",
  "reached",
  "attempts",
  "problem"
]);
function readTask(r, bad) {
  if (!isObject2(r)) return bad("not an object");
  const unknown = Object.keys(r).find((k) => !TASK_KEYS2.has(k));
  if (unknown !== void 0) return bad(`unknown field ${quote(unknown)}`);
  for (const key of ["id", "width", "height", "from", "to", "instances", "squares", "verified"]) {
    if (!isCount2(r[key])) return bad(`${key} must be a whole number`);
  }
  const n = r;
  if (n.instances !== n.to - n.from) return bad(`instances is ${n.instances}, not to - from`);
  if (r.depth !== void 0 && !(isCount2(r.depth) && r.depth > 1)) {
    return bad("depth must be a whole number above 1 (2-D tasks have none)");
  }
  const depth = r.depth;
  const board = boardOf({ width: n.width, height: n.height, depth });
  if (!Array.isArray(r.attempts) || !r.attempts.every(isCount2)) {
    return bad("attempts must be an array of counts");
  }
  if (!Array.isArray(r.failed)) return bad("failed must be an array");
  const failed = r.failed.map((f, j) => {
    const at = `failure ${j + 1}`;
    if (!isObject2(f)) return bad(`${at}: not an object`);
    const extra = Object.keys(f).find((k) => !FAILURE_KEYS.has(k));
    if (extra !== void 0) return bad(`${at}: unknown field ${quote(extra)}`);
    for (const key of ["width", "height", "reached", "attempts"]) {
      if (!isCount2(f[key])) return bad(`${at}: ${key} must be a whole number`);
    }
    if (f.width !== n.width || f.height !== n.height || f.depth !== depth) {
      return bad(`${at}: its board is not the task's board`);
    }
    const start = f.start;
    if (!Array.isArray(start) || start.length < 2 || start.length > 3 || !start.every(isCount2)) {
      return bad(`${at}: start must be [x, y] or [x, y, z]`);
    }
    if (f.problem !== void 0 && typeof f.problem !== "string") {
      return bad(`${at}: problem must be a string`);
    }
    return {
      board,
      start,
      reached: f.reached,
      attempts: f.attempts,
      ...typeof f.problem === "string" ? { problem: f.problem } : {}
    };
  });
  if (r.methods !== void 0 && !(isObject2(r.methods) && Object.values(r.methods).every(isCount2))) {
    return bad("methods must map methods to counts");
  }
  const result = taskResult(
    { id: n.id, board, from: n.from, to: n.to },
    {
      failed,
      attempts: [...r.attempts],
      squares: r.squares,
      verified: r.verified,
      methods: r.methods
    }
  );
  return { result, sum: r.sum };
}
function parseResultFile(text, name = "result file") {
  const shown2 = escapeControls(name);
  const bad = (why) => {
    throw new KnightsTourError(`${shown2}: ${why}`);
  };
  let data;
  try {
    data = JSON.parse(text);
  } catch (error2) {
    const why = error2.message.split("\n")[0] ?? "";
    bad(`not a sweep result file (not JSON: ${escapeControls(why.slice(0, 120))})`);
  }
  if (!isObject2(data)) return bad("not a sweep result file (expected a JSON object)");
  if (data.format === "knights-tour-sweep/1") {
    return bad(
      `written by an older knights-tour (format knights-tour-sweep/1, without checksums): run the sweep again`
    );
  }
  if (data.format !== RESULT_FORMAT) {
    const format = typeof data.format === "string" ? quote(data.format) : "missing";
    return bad(`not a sweep result file (format is ${format}, expected '${RESULT_FORMAT}')`);
  }
  const { algorithm, seed, solver, starts, sizes, shard, verify, tasksTotal, results } = data;
  const checkingSolver = solver !== void 0;
  if (checkingSolver && (algorithm !== void 0 || seed !== void 0)) {
    return bad("a file holds a sweep (algorithm) or a solver check (solver), not both");
  }
  for (const [key, value] of [
    ...checkingSolver ? [] : [["algorithm", algorithm]],
    ["sizes", sizes],
    ["starts", starts]
  ]) {
    if (typeof value !== "string") return bad(`${key} must be a string`);
  }
  if (seed !== void 0 && !isCount2(seed)) return bad("seed must be a whole number");
  const named2 = (error2) => new KnightsTourError(`${shown2}: ${error2.message}`);
  const spec = checkingSolver ? readSolverHeader(solver, sizes, starts, bad, named2) : rethrowAs(
    () => createSweepSpec({
      algorithm,
      sizes,
      starts,
      seed
    }),
    named2
  );
  let parsedShard = null;
  if (shard !== null) {
    if (!isObject2(shard) || !isCount2(shard.index) || !isCount2(shard.count) || shard.index < 1 || shard.index > shard.count) {
      return bad('shard must be null or {"index": i, "count": k} with 1 <= i <= k');
    }
    if (shard.count > 1) parsedShard = { index: shard.index, count: shard.count };
  }
  if (typeof verify !== "boolean") return bad("verify must be true or false");
  if (checkingSolver && !verify)
    return bad("verify must be true in a solver check (every walk is verified)");
  if (!Array.isArray(results)) return bad("results must be an array");
  const plan = planSweep(spec, parsedShard);
  if (tasksTotal !== plan.taskCount) {
    return bad(
      `tasksTotal is ${isCount2(tasksTotal) ? tasksTotal : "not a count"} but this sweep's plan has ${plan.taskCount} tasks`
    );
  }
  const of = identity({ spec, verify });
  const sweepChecker = checkingSolver ? void 0 : new TaskChecker(plan, verify);
  const solverChecker = checkingSolver ? new SolverTaskChecker(plan) : void 0;
  const read = [];
  for (const [i, record2] of results.entries()) {
    const id = isObject2(record2) && isCount2(record2.id) ? ` (task ${record2.id})` : "";
    const where2 = `results[${i}]${id}`;
    const fault = (why) => bad(`${where2}: ${why}`);
    const { result, sum } = solverChecker ? readSolverTask(record2, fault) : readTask(record2, fault);
    const problem = solverChecker ? solverChecker.check(result) : sweepChecker.check(result);
    if (problem) fault(problem);
    if (typeof sum !== "string" || sum !== written(result, of).sum) {
      fault(
        `${sum === void 0 ? "no checksum" : "the checksum does not match"}: the task or the header was edited or corrupted`
      );
    }
    if (i > 0 && read[i - 1].id >= result.id) fault("tasks must be in task order, each once");
    read.push(result);
  }
  return {
    spec,
    shard: parsedShard,
    verify,
    tasksTotal: plan.taskCount,
    results: read
  };
}
async function readResultFile(path, options = {}) {
  const text = await readText(path, {
    ...options,
    limit: MAX_RESULT_FILE_BYTES,
    what: "sweep result file"
  });
  return parseResultFile(text, options.name ?? (path === "-" ? "standard input" : path));
}

// ../../packages/sweep/src/node/merge.ts
function summarizeFile(file, tasksTotal = file.tasksTotal) {
  return isSolverFile(file) ? summarizeSolver(file.spec, file.results, tasksTotal) : summarize(file.spec, file.results, tasksTotal);
}
var ShardMerge = class {
  files = [];
  names = [];
  byShard = /* @__PURE__ */ new Map();
  /** Adds the next file; `name` is how messages show it. */
  add(file, name = `file ${this.files.length + 1}`) {
    const first = this.files[0] ?? file;
    const firstName = this.names[0] ?? escapeControls(name);
    const i = this.files.length;
    const nameOf = (j) => j === i ? escapeControls(name) : this.names[j];
    if (resultKey(file) !== resultKey(first) || file.verify !== first.verify) {
      const what = (g) => `${describeResults(g)}${isSolverFile(g) ? "" : g.verify ? ", verified" : ", not verified"}`;
      throw new KnightsTourError(
        `mismatched sweeps: ${firstName} is ${what(first)} but ${nameOf(i)} is ${what(file)}`
      );
    }
    const shard = shardOf(file);
    if (shard.count !== shardOf(first).count) {
      throw new KnightsTourError(
        `mismatched shards: ${firstName} is ${describeShard(first.shard)} but ${nameOf(i)} is ${describeShard(file.shard)}`
      );
    }
    const twin = this.byShard.get(shard.index);
    if (twin !== void 0) {
      throw new KnightsTourError(
        `overlapping shards: ${nameOf(twin)} and ${nameOf(i)} both cover ${describeShard(file.shard)}`
      );
    }
    this.byShard.set(shard.index, i);
    this.files.push(file);
    this.names.push(escapeControls(name));
  }
  /** The merge of every file added (see {@link mergeResultFiles}). */
  finish() {
    const { files, byShard } = this;
    const first = files[0];
    if (!first) throw new KnightsTourError("no result files to merge");
    const plan = planSweep(first.spec);
    const results = files.flatMap((f) => f.results).sort((a, b) => a.id - b.id);
    for (let i = 1; i < results.length; i++) {
      if (results[i].id === results[i - 1].id) {
        throw new KnightsTourError(`overlapping results: task ${results[i].id} is in two files`);
      }
    }
    const count2 = shardOf(first).count;
    const missing = [];
    for (let index = 1; index <= count2; index++) {
      if (!byShard.has(index)) missing.push({ index, count: count2 });
    }
    const file = {
      spec: first.spec,
      shard: null,
      verify: first.verify,
      tasksTotal: plan.taskCount,
      results
    };
    return {
      summary: summarizeFile(file),
      file,
      missing,
      partial: files.flatMap((f, i) => f.results.length < f.tasksTotal ? [this.names[i]] : [])
    };
  }
};
var shardOf = (f) => f.shard ?? { index: 1, count: 1 };

// ../../packages/sweep/src/node/run.ts
import { existsSync as existsSync3 } from "node:fs";
import { availableParallelism } from "node:os";

// ../../packages/sweep/src/node/pool.ts
import { existsSync as existsSync2 } from "node:fs";
import { createRequire } from "node:module";
import { join as join2 } from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { Worker } from "node:worker_threads";
var BATCH_SQUARES = 1 << 20;
function poolSize(workers, taskCount, work) {
  const batches2 = Math.min(taskCount, Math.floor(work / BATCH_SQUARES) + 1);
  return Math.max(1, Math.min(workers, batches2));
}
function defaultWorker() {
  const here = import.meta.url;
  if (typeof here === "string") {
    if (here.endsWith(".ts")) return new URL("../../dist/node/worker.js", here);
    const beside = new URL("./worker.js", here);
    if (beside.protocol !== "file:" || existsSync2(fileURLToPath(beside))) return beside;
  }
  try {
    return createRequire(join2(process.cwd(), "index.js")).resolve("@knights-tour/sweep/worker");
  } catch {
    throw new KnightsTourError(
      `cannot find the sweep worker script: @knights-tour/sweep was bundled without it; bundle '@knights-tour/sweep/worker' as an entry point of its own and pass its location as the worker option (a URL or a path)`
    );
  }
}
function optimiseOnWorkerThreads() {
  setFlagsFromString("--no-concurrent-recompilation");
}
function runPool(options) {
  const { tasks, taskCount, signal, onResult, onInstances } = options;
  if (signal?.aborted) return Promise.resolve(true);
  if (taskCount === 0) return Promise.resolve(false);
  const count2 = poolSize(options.workers, taskCount, options.work);
  const script = options.worker ?? defaultWorker();
  const workers = [];
  let ahead = tasks.next();
  let received = 0;
  let settled = false;
  return new Promise((resolve8, reject) => {
    const finish = (interrupted, error2) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      Promise.all(workers.map((w) => w.terminate())).then(
        () => error2 === void 0 ? resolve8(interrupted) : reject(error2),
        () => error2 === void 0 ? resolve8(interrupted) : reject(error2)
      );
    };
    const onAbort = () => finish(true);
    signal?.addEventListener("abort", onAbort, { once: true });
    const feed2 = (worker, pending) => {
      const batch = [];
      let cost = 0;
      while (!ahead.done && (batch.length === 0 || cost < BATCH_SQUARES)) {
        batch.push(ahead.value);
        cost += ahead.value.cost;
        ahead = tasks.next();
      }
      if (batch.length === 0) return;
      pending.n += batch.length;
      const message = { tasks: batch };
      worker.postMessage(message);
    };
    optimiseOnWorkerThreads();
    for (let i = 0; i < count2; i++) {
      const worker = new Worker(script, { workerData: options.init(i) });
      const pending = { n: 0 };
      workers.push(worker);
      worker.on("message", (message) => {
        if (settled) return;
        if (!("result" in message)) {
          onInstances?.(message.instances, message.squares);
          return;
        }
        pending.n--;
        received++;
        try {
          onResult(message.result);
        } catch (error2) {
          finish(false, error2);
          return;
        }
        if (received === taskCount) finish(false);
        else if (pending.n === 0) feed2(worker, pending);
      });
      worker.on("error", (error2) => finish(false, error2));
      worker.on("exit", (code) => {
        if (!settled)
          finish(false, new Error(`a sweep worker stopped unexpectedly (exit code ${code})`));
      });
      feed2(worker, pending);
    }
  });
}

// ../../packages/sweep/src/node/run.ts
var SAVE_INTERVAL_MS = 1e3;
async function runSweep(options) {
  const { plan } = options;
  const verify = options.verify ?? false;
  const head = {
    spec: plan.spec,
    shard: plan.shard,
    verify,
    tasksTotal: plan.taskCount
  };
  const run2 = await runToFile(options, {
    head,
    init: () => ({ spec: plan.spec, verify }),
    squaresOf: (r) => r.squares
  });
  return {
    summary: summarize(plan.spec, run2.results, plan.taskCount),
    file: { ...head, results: run2.results },
    interrupted: run2.interrupted,
    saved: run2.saved
  };
}
async function runToFile(options, kind) {
  const { plan, out, signal, onProgress } = options;
  const workers = options.workers ?? availableParallelism();
  if (!Number.isSafeInteger(workers) || workers < 1) {
    throw new KnightsTourError(`workers must be a positive integer, got ${String(workers)}`);
  }
  if (options.resume && !out) throw new KnightsTourError("resume needs the results file (out)");
  const special = out !== void 0 && isSpecialFile(out);
  if (special && options.resume) {
    throw new KnightsTourError(
      `cannot resume from ${escapeControls(out)}: it is not a regular file (a results file to resume is rewritten as tasks finish and read back)`
    );
  }
  const { head } = kind;
  const lines = resultLines(head);
  const release2 = out && !special ? lockFile(out, "another sweep") : () => {
  };
  try {
    const done = /* @__PURE__ */ new Map();
    if (options.resume && out && existsSync3(out)) {
      for (const result of await resumable(out, head)) {
        done.set(result.id, { result, line: lines.task(result) });
      }
    }
    const checkpoints = out !== void 0 && !special && (options.resume === true || !existsSync3(out));
    const inOrder = () => [...done.values()].sort((a, b) => a.result.id - b.result.id);
    const save = () => {
      if (out) writeFileAtomicSync(out, lines.file(inOrder().map((d) => d.line)));
    };
    let savedAt = 0;
    const started = Date.now();
    const cellsOf = (r) => cellCount(r.board);
    let instancesDone = 0;
    let workDone = 0;
    for (const { result } of done.values()) {
      instancesDone += result.instances;
      workDone += result.instances * cellsOf(result);
    }
    let squares = 0;
    let instancesRun = 0;
    const todo = function* () {
      for (const task of plan.tasks()) if (!done.has(task.id)) yield task;
    };
    const report3 = () => onProgress?.({
      tasksDone: done.size,
      tasksTotal: plan.taskCount,
      instancesDone,
      instancesTotal: plan.instances,
      squares,
      elapsedMs: Date.now() - started,
      workDone,
      workTotal: plan.work,
      ...kind.squaresOf ? {} : { instancesRun }
    });
    let interrupted = false;
    let failure2;
    let saveFailed = false;
    try {
      interrupted = await runPool({
        init: kind.init,
        tasks: todo(),
        taskCount: plan.taskCount - done.size,
        work: plan.work - workDone,
        worker: options.worker,
        workers,
        signal,
        onInstances: kind.squaresOf ? void 0 : (instances, cells) => {
          instancesDone += instances;
          instancesRun += instances;
          workDone += cells;
          squares += cells;
          report3();
        },
        onResult(result) {
          done.set(result.id, { result, line: lines.task(result) });
          if (kind.squaresOf) {
            instancesDone += result.instances;
            workDone += result.instances * cellsOf(result);
            squares += kind.squaresOf(result);
          }
          if (checkpoints && Date.now() - savedAt >= SAVE_INTERVAL_MS) {
            saveFailed = true;
            save();
            saveFailed = false;
            savedAt = Date.now();
          }
          report3();
        }
      });
    } catch (error2) {
      failure2 = { error: error2 };
    }
    interrupted &&= done.size < plan.taskCount;
    if (!saveFailed && (checkpoints || !failure2 && (special || !interrupted))) {
      try {
        save();
      } catch (error2) {
        failure2 ??= { error: error2 };
      }
    }
    if (failure2) throw failure2.error;
    return {
      results: inOrder().map((d) => d.result),
      interrupted,
      saved: out !== void 0 && (checkpoints || special || !interrupted)
    };
  } finally {
    release2();
  }
}
async function resumable(out, head) {
  const file = await readResultFile(out);
  const shown2 = escapeControls(out);
  if (resultKey(file) !== resultKey(head)) {
    const what = (f) => `${isSolverFile(f) ? "a solver check of" : "a sweep of"} ${describeResults(f)}`;
    throw new KnightsTourError(`cannot resume: ${shown2} holds ${what(file)}, not ${what(head)}`);
  }
  if (describeShard(file.shard) !== describeShard(head.shard)) {
    throw new KnightsTourError(
      `cannot resume: ${shown2} holds ${describeShard(file.shard)}, not ${describeShard(head.shard)}`
    );
  }
  if (file.verify !== head.verify) {
    throw new KnightsTourError(
      `cannot resume: ${shown2} was run ${file.verify ? "with" : "without"} verification, this sweep ${head.verify ? "with" : "without"}`
    );
  }
  return file.results;
}

// ../../packages/sweep/src/solver/junit.ts
var JUNIT_INSTANCE_CASES = 1e4;
var FAILURES_PER_BOARD = 10;
function xml(text) {
  return escapeControls(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
var seconds2 = (ms) => (ms / 1e3).toFixed(3);
function failure(spec, v) {
  const body = [
    describeVerdict(v, spec.reference),
    ...v.stderr ? ["", "standard error (the end):", v.stderr] : [],
    "",
    `reproduce: ${reproduceCommand(spec, v)}`
  ].join("\n");
  return `<failure type="${v.verdict}" message="${xml(describeVerdict(v, spec.reference))}">${xml(body)}</failure>`;
}
function junitReport(spec, results) {
  const instances = results.reduce((sum, r) => sum + r.instances, 0);
  const perInstance = instances <= JUNIT_INSTANCE_CASES;
  const boards = /* @__PURE__ */ new Map();
  for (const r of results) {
    const name = boardName(r.board);
    boards.set(name, [...boards.get(name) ?? [], r]);
  }
  const suites = [];
  let failures = 0;
  let tests = 0;
  let ms = 0;
  for (const [name, tasks] of boards) {
    const failed = tasks.flatMap((t) => t.failed);
    const time = tasks.reduce((sum, t) => sum + t.ms, 0);
    const count2 = tasks.reduce((sum, t) => sum + t.instances, 0);
    const cases = [];
    if (perInstance) {
      const starts = new BoardStarts(spec.starts, tasks[0].board);
      for (const t of tasks) {
        const bad = new Map(t.failed.map((f) => [`${f.start[0]},${f.start[1]}`, f]));
        for (const index of starts.slice(t.from, t.to)) {
          const x = index % t.board.width;
          const y = Math.floor(index / t.board.width);
          const v = bad.get(`${x},${y}`);
          const head = `<testcase classname="${name}" name="from ${squareLabel([x, y])}"`;
          cases.push(
            v ? `${head} time="${seconds2(v.ms)}">${failure(spec, v)}</testcase>` : `${head}/>`
          );
        }
      }
      failures += failed.length;
      tests += count2;
    } else {
      const head = `<testcase classname="${name}" name="${count2} instances" time="${seconds2(time)}"`;
      if (failed.length === 0) cases.push(`${head}/>`);
      else {
        const shown2 = failed.slice(0, FAILURES_PER_BOARD).map((v) => {
          return `${describeVerdict(v, spec.reference)}
  reproduce: ${reproduceCommand(spec, v)}`;
        });
        const more = failed.length > shown2.length ? [`… and ${failed.length - shown2.length} more`] : [];
        cases.push(
          `${head}><failure type="${failed[0].verdict}" message="${xml(`${failed.length} of ${count2} instances fail`)}">${xml([...shown2, ...more].join("\n"))}</failure></testcase>`
        );
        failures++;
      }
      tests++;
    }
    ms += time;
    const suiteFailures = perInstance ? failed.length : failed.length > 0 ? 1 : 0;
    suites.push(
      [
        `  <testsuite name="${name}" tests="${perInstance ? count2 : 1}" failures="${suiteFailures}" errors="0" skipped="0" time="${seconds2(time)}">`,
        ...cases.map((c) => `    ${c}`),
        "  </testsuite>"
      ].join("\n")
    );
  }
  const title = `knights-tour check-solver: ${spec.command}${spec.reference ? ` against ${spec.reference}` : ""}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(title)}" tests="${tests}" failures="${failures}" errors="0" time="${seconds2(ms)}">`,
    ...suites,
    "</testsuites>",
    ""
  ].join("\n");
}

// ../../packages/sweep/src/solver/run.ts
import { mkdtempSync as mkdtempSync2, rmSync as rmSync4 } from "node:fs";
import { availableParallelism as availableParallelism2, tmpdir } from "node:os";
import { join as join5 } from "node:path";

// ../../packages/sweep/src/solver/command-paths.ts
import { accessSync, constants as constants5, statSync as statSync3 } from "node:fs";
import { delimiter, isAbsolute, join as join3, resolve as resolve2 } from "node:path";
function resolveProgram(word, cwd, env) {
  const shown2 = quote(word, 120);
  const executable = (path) => {
    let stat3;
    try {
      stat3 = statSync3(path);
    } catch {
      return "missing";
    }
    if (stat3.isDirectory()) return "directory";
    try {
      accessSync(path, constants5.X_OK);
      return stat3.isFile() ? "yes" : "not executable";
    } catch {
      return "not executable";
    }
  };
  if (word.includes("/") || process.platform === "win32" && word.includes("\\")) {
    const path = resolve2(cwd, word);
    const found = executable(path);
    if (found === "yes") return path;
    if (found === "missing")
      throw new KnightsTourError(`the solver's program ${shown2} does not exist`);
    if (found === "directory")
      throw new KnightsTourError(`the solver's program ${shown2} is a directory`);
    throw new KnightsTourError(
      `the solver's program ${shown2} is not executable (chmod +x it, or name its interpreter first: python3 ${word} …)`
    );
  }
  if (process.platform === "win32") return word;
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    const path = join3(resolve2(cwd, dir), word);
    if (executable(path) === "yes") return path;
  }
  throw new KnightsTourError(`the solver's program ${shown2} is not found on the PATH`);
}
function prepareCommand(template, cwd, env) {
  const [program, ...rest] = template.words;
  const words = [[resolveProgram(program.join(""), cwd, env)]];
  for (const parts of rest) {
    const text = parts.length === 1 && typeof parts[0] === "string" ? parts[0] : void 0;
    let exists = false;
    if (text !== void 0 && text !== "" && !text.startsWith("-") && !isAbsolute(text)) {
      try {
        statSync3(resolve2(cwd, text));
        exists = true;
      } catch {
        exists = false;
      }
    }
    words.push(exists ? [resolve2(cwd, text)] : parts);
  }
  return { ...template, words };
}

// ../../packages/sweep/src/solver/program.ts
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync as rmSync3 } from "node:fs";
import { join as join4 } from "node:path";
var STDERR_TAIL_BYTES = 4096;
var posix = process.platform !== "win32";
function killGroup(pid) {
  try {
    process.kill(posix ? -pid : pid, "SIGKILL");
  } catch {
  }
}
var Tail = class {
  chunks = [];
  bytes = 0;
  push(chunk) {
    this.chunks.push(chunk);
    this.bytes += chunk.length;
    while (this.bytes - this.chunks[0].length >= STDERR_TAIL_BYTES) {
      this.bytes -= this.chunks.shift().length;
    }
  }
  text() {
    const all = Buffer.concat(this.chunks);
    const kept = all.subarray(Math.max(0, all.length - STDERR_TAIL_BYTES)).toString("utf8");
    const cut = all.length > STDERR_TAIL_BYTES ? kept.indexOf("\n") + 1 : 0;
    return kept.slice(cut > 0 && cut < kept.length ? cut : 0).trimEnd();
  }
};
var Program = class {
  /**
   * Starts `words[0]` (an absolute path: see resolveProgram) with the other words as its
   * arguments. Standard input is a pipe with `stdin`, else empty (`/dev/null`).
   */
  constructor(words, options, stdin, onOutput) {
    this.options = options;
    this.cwd = mkdtempSync(join4(options.tempDir, "run-"));
    this.child = spawn(words[0], words.slice(1), {
      cwd: this.cwd,
      env: options.env,
      detached: posix,
      stdio: [stdin ? "pipe" : "ignore", "pipe", "pipe"],
      windowsHide: true
    });
    const { child } = this;
    if (child.pid !== void 0) options.onGroup?.(child.pid, true);
    child.stdout.on("data", onOutput);
    child.stderr.on("data", (chunk) => this.stderr.push(chunk));
    child.stdin?.on("error", () => {
    });
    this.ended = new Promise((resolve8) => {
      let closed = 0;
      const done = () => {
        if (this.exit === void 0) return;
        if (closed < 2 && !this.stopped) return;
        this.cleanUp();
        resolve8(this.exit);
      };
      for (const stream of [child.stdout, child.stderr]) {
        stream.on("close", () => {
          closed++;
          done();
        });
      }
      child.on("error", (error2) => {
        if (child.pid !== void 0) return;
        this.failedToStart = error2.message;
        this.exit = { code: null, signal: null };
        this.stopped = true;
        done();
      });
      child.on("exit", (code, signal) => {
        this.exit = { code, signal };
        if (child.pid !== void 0) killGroup(child.pid);
        done();
      });
      this.release = done;
    });
  }
  options;
  ended;
  /** Set when it could not be started at all (not found, not executable): the system's words. */
  failedToStart;
  /** Its exit, once it has exited (`ended` may still wait for its pipes). */
  exit;
  child;
  stderr = new Tail();
  cwd;
  stopped = false;
  release;
  /** Writes to its standard input (when it has one); false when it can take no more now. */
  write(text) {
    const stdin = this.child.stdin;
    return stdin?.writable ? stdin.write(text) : false;
  }
  /** Closes its standard input: the end of its instances. */
  endInput() {
    this.child.stdin?.end();
  }
  /** Kills it and its whole group at once; `ended` then resolves without waiting for held pipes. */
  stop() {
    this.stopped = true;
    if (this.child.pid !== void 0) killGroup(this.child.pid);
    if (this.exit !== void 0) {
      this.child.stdout?.destroy();
      this.child.stderr?.destroy();
    }
    this.release?.();
  }
  /** The last lines of its standard error. */
  stderrTail() {
    return this.stderr.text();
  }
  cleanUp() {
    this.child.stdout?.destroy();
    this.child.stderr?.destroy();
    if (this.child.pid !== void 0) this.options.onGroup?.(this.child.pid, false);
    rmSync3(this.cwd, { recursive: true, force: true });
  }
};
function runProgram(words, options, limits) {
  const chunks = [];
  let bytes2 = 0;
  let flooded = false;
  let timedOut = false;
  const started = performance.now();
  let ms = 0;
  const program = new Program(words, options, false, (chunk) => {
    if (flooded) return;
    if (bytes2 + chunk.length > limits.maxOutput) {
      chunks.push(chunk.subarray(0, limits.maxOutput - bytes2));
      bytes2 = limits.maxOutput;
      flooded = true;
      ms = performance.now() - started;
      program.stop();
      return;
    }
    chunks.push(chunk);
    bytes2 += chunk.length;
  });
  const timer = setTimeout(() => {
    if (program.exit !== void 0 || flooded) {
      program.stop();
      return;
    }
    timedOut = true;
    ms = performance.now() - started;
    program.stop();
  }, limits.timeoutMs);
  return program.ended.then((end) => {
    clearTimeout(timer);
    return {
      end,
      stdout: Buffer.concat(chunks, bytes2).toString("utf8"),
      flooded,
      timedOut,
      stderr: program.stderrTail(),
      ms: timedOut || flooded ? ms : performance.now() - started,
      ...program.failedToStart !== void 0 ? { failedToStart: program.failedToStart } : {}
    };
  });
}

// ../../packages/sweep/src/solver/lines.ts
var LineSession = class {
  constructor(words, options) {
    this.words = words;
    this.options = options;
  }
  words;
  options;
  program;
  /** Output not yet taken as answers: whole lines, then the start of the next. */
  lines = [];
  partial = [];
  bytes = 0;
  waiting;
  /** The limits of the request waiting (or of the last one). */
  limits = { timeoutMs: 0, maxOutput: 0 };
  start() {
    this.lines = [];
    this.partial = [];
    this.bytes = 0;
    const program = new Program(
      this.words,
      this.options,
      true,
      (chunk) => this.onOutput(program, chunk)
    );
    program.ended.then((end) => {
      if (this.program !== program) return;
      this.program = void 0;
      const waiting = this.take();
      waiting?.settle({
        end,
        ...program.failedToStart !== void 0 ? { failedToStart: program.failedToStart } : {},
        flooded: false,
        timedOut: false,
        ms: performance.now() - waiting.started
      });
    });
    return program;
  }
  take() {
    const waiting = this.waiting;
    this.waiting = void 0;
    return waiting;
  }
  onOutput(program, output) {
    const chunk = output;
    if (program !== this.program) return;
    let from = 0;
    for (let newline = chunk.indexOf(10); newline >= 0; newline = chunk.indexOf(10, from)) {
      this.partial.push(chunk.subarray(from, newline));
      this.lines.push(Buffer.concat(this.partial).toString("utf8").replace(/\r$/, ""));
      this.partial = [];
      this.bytes = 0;
      from = newline + 1;
    }
    if (from < chunk.length) {
      this.partial.push(chunk.subarray(from));
      this.bytes += chunk.length - from;
    }
    if (this.bytes > this.limits.maxOutput) {
      const waiting = this.take();
      this.reset();
      waiting?.settle({ flooded: true, timedOut: false, ms: performance.now() - waiting.started });
      return;
    }
    this.answer();
  }
  /** Hands the next line to the request waiting for it. */
  answer() {
    if (!this.waiting || this.lines.length === 0) return;
    const waiting = this.take();
    const line = this.lines.shift();
    waiting.settle({
      line,
      flooded: false,
      timedOut: false,
      ms: performance.now() - waiting.started
    });
  }
  /** Stops the program (with its group): the next request starts a new one. */
  reset() {
    const program = this.program;
    this.program = void 0;
    program?.stop();
  }
  /**
   * Sends one request line (without its line break) and waits for its answer line, at most
   * the time allowed, of at most the bytes allowed. Never rejects: every way it can go is in
   * the answer.
   */
  async ask(request, limits) {
    this.limits = limits;
    if (this.program?.exit !== void 0) {
      const gone = this.program;
      this.reset();
      await gone.ended;
    }
    this.program ??= this.start();
    const program = this.program;
    const answer = await new Promise((settle) => {
      const started = performance.now();
      const timer = setTimeout(() => {
        if (this.waiting?.settle !== resolve8) return;
        this.take();
        this.reset();
        settle({ flooded: false, timedOut: true, ms: performance.now() - started });
      }, limits.timeoutMs);
      const resolve8 = (a) => {
        clearTimeout(timer);
        settle(a);
      };
      this.waiting = { settle: resolve8, started };
      program.write(`${request}
`);
      this.answer();
    });
    if (answer.line === void 0) await program.ended;
    return { ...answer, stderr: answer.line === void 0 ? program.stderrTail() : "" };
  }
  /** Ends the session: closes the program's input and stops it with its group. */
  async close() {
    const program = this.program;
    this.program = void 0;
    if (!program) return;
    program.endInput();
    program.stop();
    await program.ended;
  }
};

// ../../packages/sweep/src/solver/task-runner.ts
function outputLimit(board) {
  return Math.max(1 << 20, 64 * board.width * board.height);
}
var SolverTaskRunner = class {
  /**
   * @param command - the spec's template made ready to run (`prepareCommand`)
   * @param reading - how walks are read (the spec's, completed by the run's first walk)
   */
  constructor(spec, command, options, reading2) {
    this.spec = spec;
    this.command = command;
    this.options = options;
    this.reader = createWalkReader(reading2);
  }
  spec;
  command;
  options;
  reader;
  session;
  current;
  prepare(task) {
    if (!this.current || boardName(this.current.board) !== boardName(task.board)) {
      this.current = void 0;
      const board = task.board;
      this.current = {
        board,
        starts: new BoardStarts(this.spec.starts, board),
        runner: new HeuristicRunner(board)
      };
    }
    return this.current;
  }
  limits(board) {
    return { timeoutMs: this.spec.timeout * 1e3, maxOutput: outputLimit(board) };
  }
  /** Runs the program on one instance and judges its answer. */
  async instance(board, start) {
    const limits = this.limits(board);
    const instance = solverInstance({ board, start });
    if (this.spec.protocol === "lines") {
      this.session ??= new LineSession(
        this.command.words.map((w) => w.join("")),
        this.options
      );
      const answer = answerOfLine(await this.session.ask(requestLine(instance), limits), limits);
      const judged = judgeAnswer(board, start, answer, this.reader, "lines");
      if (judged.verdict.verdict !== "valid" && judged.verdict.verdict !== "stuck") {
        this.session.reset();
      }
      return judged;
    }
    const run2 = await runProgram(commandWords(this.command, instance), this.options, limits);
    return judgeAnswer(board, start, answerOfRun(run2, limits), this.reader, "args");
  }
  /**
   * Runs every instance of `task` in the order of its starts; `onInstance` after each (for
   * progress). With a reference, compares the walks with the rule's.
   */
  async run(task, onInstance) {
    const { board, starts, runner } = this.prepare(task);
    const indices = starts.slice(task.from, task.to);
    const judged = [];
    for (const index of indices) {
      const start = [index % board.width, Math.floor(index / board.width)];
      judged.push(await this.instance(board, start));
      onInstance?.();
    }
    const verdicts = judged.map((j) => j.verdict);
    const reference = this.spec.reference;
    if (reference !== void 0) {
      const compare = (i, squares) => {
        const j = judged[i];
        const start = j.verdict.start;
        verdicts[i] = compareVerdict(j, {
          walk: { algorithm: reference, squares },
          explain: (step, walk) => explainChoice(board, reference, start, step, walk).words
        });
      };
      const wanted = judged.flatMap((j, i) => j.squares ? [i] : []);
      const batch = runner.summarizeAll(
        reference,
        wanted.map((i) => judged[i].verdict.start),
        (k, walk) => compare(wanted[k], walk.squares())
      );
      const cells = board.width * board.height;
      wanted.forEach((i, k) => {
        if (batch.length[k] !== cells) {
          compare(i, runner.run(reference, judged[i].verdict.start).squares);
        }
      });
    }
    return solverTaskResult(task, board, verdicts, reference !== void 0);
  }
  /** The reading in force: the spec's, completed by the first walk read. */
  get reading() {
    return this.reader.options;
  }
  /** Stops the program of the lines protocol, if one runs. */
  async close() {
    await this.session?.close();
    this.session = void 0;
  }
};

// ../../packages/sweep/src/solver/run.ts
async function runSolver(options) {
  const { plan } = options;
  const spec = plan.spec;
  const env = options.env ?? process.env;
  const command = prepareCommand(spec.template, options.cwd ?? process.cwd(), env);
  const workers = options.workers ?? availableParallelism2();
  const tempDir = mkdtempSync2(join5(tmpdir(), "knights-tour-solver-"));
  const live = new Int32Array(new SharedArrayBuffer(4 * (Math.max(1, workers) + 1)));
  const stopPrograms = () => {
    for (const pid of live) if (pid > 0) killGroup(pid);
  };
  const stopAll = () => {
    stopPrograms();
    rmSync4(tempDir, { recursive: true, force: true });
  };
  process.on("exit", stopAll);
  options.signal?.addEventListener("abort", stopPrograms);
  try {
    const reading2 = await probeReading(spec, command, { env, tempDir, live });
    const head = { spec, shard: plan.shard, verify: true, tasksTotal: plan.taskCount };
    const run2 = await runToFile(options, {
      head,
      init: (slot) => ({ solver: spec, command, reading: reading2, tempDir, live, slot: slot + 1 })
    });
    return {
      summary: summarizeSolver(spec, run2.results, plan.taskCount),
      file: { ...head, results: run2.results },
      interrupted: run2.interrupted,
      saved: run2.saved,
      reading: reading2
    };
  } finally {
    stopAll();
    process.off("exit", stopAll);
    options.signal?.removeEventListener("abort", stopPrograms);
  }
}
async function probeReading(spec, command, where2) {
  const { inputFormat, origin, order } = spec.reading;
  if (inputFormat !== void 0 && origin !== void 0 && order !== void 0) return spec.reading;
  const task = planSweep(spec).task(0);
  if (!task) return spec.reading;
  const board = spec.boards[0];
  const [first] = new BoardStarts(spec.starts, board).slice(task.from, task.from + 1);
  const runner = new SolverTaskRunner(
    spec,
    command,
    {
      env: where2.env,
      tempDir: where2.tempDir,
      onGroup(pid, running) {
        if (running) Atomics.store(where2.live, 0, pid);
        else Atomics.compareExchange(where2.live, 0, pid, 0);
      }
    },
    spec.reading
  );
  try {
    await runner.instance(board, [first % board.width, Math.floor(first / board.width)]);
  } finally {
    await runner.close();
  }
  return runner.reading;
}

// action.yml
var action_default = {
  "inputs": {
    "mode": {
      "default": "sweep",
      "required": false
    },
    "command": {
      "required": false
    },
    "protocol": {
      "default": "args",
      "required": false
    },
    "reference": {
      "default": "",
      "required": false
    },
    "timeout": {
      "default": "10",
      "required": false
    },
    "junit": {
      "default": "",
      "required": false
    },
    "algorithm": {
      "default": "",
      "required": false
    },
    "seed": {
      "default": "",
      "required": false
    },
    "sizes": {
      "required": false
    },
    "starts": {
      "default": "all",
      "required": false
    },
    "shard": {
      "default": "1/1",
      "required": false
    },
    "tours": {
      "required": false
    },
    "input-format": {
      "required": false
    },
    "origin": {
      "required": false
    },
    "order": {
      "required": false
    },
    "size": {
      "required": false
    },
    "shards": {
      "required": false
    },
    "closed": {
      "default": "false",
      "required": false
    },
    "fail-on-failure": {
      "default": "true",
      "required": false
    },
    "accept-long-run": {
      "default": "false",
      "required": false
    },
    "results": {
      "default": "knights-tour-results.json",
      "required": false
    }
  }
};

// src/workspace.ts
import { lstatSync as lstatSync2, readlinkSync as readlinkSync2, realpathSync as realpathSync2, statSync as statSync4 } from "node:fs";
import { basename as basename2, dirname as dirname2, isAbsolute as isAbsolute2, join as join6, relative, resolve as resolve3 } from "node:path";
var realpath = realpathSync2.native;
function realOrSelf(path) {
  try {
    return realpath(path);
  } catch {
    return resolve3(path);
  }
}
var rootOf = (dir) => ({ given: resolve3(dir), real: realOrSelf(dir) });
function workspaceOf(env, cwd) {
  return {
    root: rootOf(env.GITHUB_WORKSPACE || cwd),
    temp: env.RUNNER_TEMP ? rootOf(env.RUNNER_TEMP) : void 0,
    cwd: resolve3(cwd)
  };
}
function isWithin(dir, path) {
  const rel = relative(dir, path);
  return rel === "" || !rel.startsWith("..") && !isAbsolute2(rel);
}
var namedIn = (root, path) => isWithin(root.given, path) || isWithin(root.real, path);
function lstatOrUndefined(path) {
  try {
    return lstatSync2(path);
  } catch {
    return void 0;
  }
}
function resolveForWrite(path) {
  let at = path;
  for (let i = 0; i < 40; i++) {
    const stat3 = lstatOrUndefined(at);
    if (!stat3?.isSymbolicLink()) break;
    at = resolve3(dirname2(at), readlinkSync2(at));
  }
  const missing = [];
  let base = at;
  while (lstatOrUndefined(base) === void 0 && dirname2(base) !== base) {
    missing.unshift(basename2(base));
    base = dirname2(base);
  }
  const real = realpath(base);
  return missing.length === 0 ? real : join6(real, ...missing);
}
var shown = (text) => `'${showPath(text)}'`;
function outputTarget(ws, text) {
  const given2 = resolve3(ws.cwd, text);
  const home = [ws.root, ws.temp].find((r) => r !== void 0 && namedIn(r, given2));
  if (home === void 0) {
    throw new KnightsTourError(
      `${shown(text)} is outside the workspace: the Action writes only inside GITHUB_WORKSPACE (or RUNNER_TEMP)`
    );
  }
  let real;
  try {
    real = resolveForWrite(given2);
  } catch {
    throw new KnightsTourError(`cannot write ${shown(text)}: its directory does not exist`);
  }
  if (!isWithin(home.real, real)) {
    throw new KnightsTourError(
      `${shown(text)} leads outside the workspace through a symbolic link: the Action writes only inside GITHUB_WORKSPACE (or RUNNER_TEMP)`
    );
  }
  checkOutputPath(real, text);
  if (isSpecialFile(real)) {
    throw new KnightsTourError(
      `${shown(text)} is not a regular file (a device, a FIFO or a socket): the results file is written whole and read back`
    );
  }
  return real;
}
function readableFile(ws, name) {
  const given2 = resolve3(ws.cwd, name);
  if (!namedIn(ws.root, given2)) {
    return { name, refused: "not read: it is outside the workspace" };
  }
  let real;
  try {
    real = realpath(given2);
  } catch {
    return { name, refused: "not read: a symbolic link to nothing" };
  }
  if (!isWithin(ws.root.real, real)) {
    return {
      name,
      refused: "not read: a symbolic link that leads outside the workspace"
    };
  }
  let stat3;
  try {
    stat3 = statSync4(real);
  } catch {
    return { name, refused: "not read: it cannot be opened" };
  }
  if (!stat3.isFile()) {
    return { name, refused: "not read: not a regular file (a directory, a device or a FIFO)" };
  }
  return { name, real };
}
function patternBaseRefusal(ws, base) {
  const given2 = resolve3(ws.cwd, base);
  if (!namedIn(ws.root, given2)) return "it names files outside the workspace";
  let at = given2;
  while (lstatOrUndefined(at) === void 0 && dirname2(at) !== at) at = dirname2(at);
  if (!isWithin(ws.root.real, realOrSelf(at))) {
    return "it leads outside the workspace through a symbolic link";
  }
  return void 0;
}

// src/inputs.ts
var MODES = ["sweep", "solver", "verify", "merge"];
var InputError = class extends Error {
  constructor(input, message) {
    super(`Invalid input '${input}': ${message}`);
    this.input = input;
  }
  input;
  name = "InputError";
};
function envInputs(env = process.env) {
  return (name) => (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
}
function withDefault(read, name) {
  return read(name) || (action_default.inputs[name]?.default ?? "");
}
function parsed(input, parse) {
  return rethrowAs(parse, (error2) => new InputError(input, error2.message));
}
function parseBoolean(input, text) {
  if (["true", "True", "TRUE"].includes(text)) return true;
  if (["false", "False", "FALSE"].includes(text)) return false;
  throw new InputError(input, `expected true or false, got ${quote(text)}`);
}
function parseOutputPath(input, text, ws) {
  return {
    named: resolve4(ws.cwd, text),
    target: parsed(input, () => outputTarget(ws, text))
  };
}
function patterns(text) {
  return text.split("\n").map((line) => line.trim()).filter((line) => line !== "");
}
function parseReading(read, mode) {
  const format = read("input-format");
  const origin = read("origin");
  const order = read("order");
  const size2 = read("size");
  if (mode === "solver") {
    if (size2 !== "")
      throw new InputError("size", "only used in verify mode (each instance has its board)");
    return parseReadOptions({});
  }
  if (mode !== "verify") {
    for (const [name, v] of [
      ["input-format", format],
      ["origin", origin],
      ["order", order],
      ["size", size2]
    ]) {
      if (v !== "")
        throw new InputError(
          name,
          "only used in verify and solver modes (how to read the tour files or walks)"
        );
    }
    return parseReadOptions({});
  }
  const inputOf = {
    inputFormat: "input-format",
    origin: "origin",
    order: "order",
    size: "size",
    key: "key"
  };
  return rethrowAs(
    () => parseReadOptions({ inputFormat: format, origin, order, size: size2 }),
    (error2) => error2 instanceof ReadOptionError ? new InputError(inputOf[error2.option], error2.message) : error2
  );
}
function parsePlan(read, shard, acceptLongRun) {
  const sizes = read("sizes");
  if (sizes === "") {
    throw new InputError("sizes", "required in sweep mode: board sizes such as 5-80 or 8,10,12");
  }
  const algorithm = read("algorithm");
  const seed = read("seed");
  const spec = rethrowAs(
    () => createSweepSpec({
      sizes,
      algorithm: algorithm === "" ? void 0 : algorithm,
      starts: withDefault(read, "starts"),
      seed: seed === "" ? void 0 : seed
    }),
    (error2) => error2 instanceof SweepSpecError ? new InputError(error2.field, error2.message) : error2
  );
  const plan = parsed("sizes", () => planSweep(spec, shard));
  parsed(
    "sizes",
    () => checkWorkLimit(plan, {
      workers: availableParallelism3(),
      accept: acceptLongRun,
      proceed: "split it into shards (the shard input, one matrix job each), choose smaller sizes or starts, or set accept-long-run: true"
    })
  );
  return plan;
}
function parseSolverPlan(read, shard, acceptLongRun) {
  const command = read("command");
  if (command === "") {
    throw new InputError(
      "command",
      "required in solver mode: your program and its arguments, e.g. 'python3 my_solver.py {width} {height} {x} {y}'"
    );
  }
  const sizes = read("sizes");
  if (sizes === "") {
    throw new InputError("sizes", "required in solver mode: board sizes such as 5-30");
  }
  const given2 = (name) => read(name) || void 0;
  let spec;
  try {
    spec = createSolverSpec({
      command,
      sizes,
      starts: withDefault(read, "starts"),
      protocol: withDefault(read, "protocol"),
      reference: given2("reference"),
      timeout: withDefault(read, "timeout"),
      inputFormat: given2("input-format"),
      origin: given2("origin"),
      order: given2("order")
    });
  } catch (error2) {
    if (error2 instanceof SolverSpecError) throw new InputError(error2.field, error2.message);
    throw error2;
  }
  const plan = planSweep(spec, shard);
  parsed(
    "sizes",
    () => checkWorkLimit(plan, {
      workers: availableParallelism3(),
      accept: acceptLongRun,
      what: "this check",
      proceed: "split it into shards (the shard input, one matrix job each), choose smaller sizes or starts, or set accept-long-run: true"
    })
  );
  return plan;
}
function firstGiven(read, inputs) {
  return inputs.find((name) => read(name) !== "");
}
function readInputs(read, ws) {
  const mode = parsed("mode", () => parseName("mode", withDefault(read, "mode"), MODES));
  const shard = parsed("shard", () => parseShard(withDefault(read, "shard")));
  const closed = parseBoolean("closed", withDefault(read, "closed"));
  const failOnFailure = parseBoolean("fail-on-failure", withDefault(read, "fail-on-failure"));
  const acceptLongRun = parseBoolean("accept-long-run", withDefault(read, "accept-long-run"));
  const { named: results, target } = parseOutputPath("results", withDefault(read, "results"), ws);
  const tours = patterns(read("tours"));
  const shards = patterns(read("shards"));
  if (mode !== "merge" && shards.length > 0) {
    throw new InputError("shards", "only used in merge mode (set mode: merge to combine shards)");
  }
  if (mode !== "solver") {
    const unused = firstGiven(read, ["command", "reference", "junit"]);
    if (unused !== void 0) {
      throw new InputError(
        unused,
        "only used in solver mode (set mode: solver to check a program)"
      );
    }
  }
  let plan;
  let solverPlan;
  let junit;
  if (mode === "solver") {
    const unused = closed ? "closed" : tours.length > 0 ? "tours" : firstGiven(read, ["algorithm", "seed"]);
    if (unused !== void 0) {
      throw new InputError(
        unused,
        unused === "tours" || unused === "closed" ? "only used in verify mode" : "only used in sweep mode"
      );
    }
    solverPlan = parseSolverPlan(read, shard, acceptLongRun);
    if (read("junit") !== "") junit = parseOutputPath("junit", read("junit"), ws).target;
  } else if (mode === "sweep") {
    if (tours.length > 0) {
      throw new InputError("tours", "only used in verify mode (set mode: verify to check files)");
    }
    if (closed) {
      throw new InputError("closed", "only used in verify mode (the heuristics walk open tours)");
    }
    plan = parsePlan(read, shard, acceptLongRun);
  } else if (mode === "merge") {
    if (shards.length === 0) {
      throw new InputError(
        "shards",
        "required in merge mode: glob patterns of shard result files, one per line"
      );
    }
    const unused = closed ? "closed" : firstGiven(read, ["sizes", "tours", "seed", "algorithm"]);
    if (unused !== void 0) {
      throw new InputError(unused, "not used in merge mode (the shard files name their sweep)");
    }
    if (shard.count > 1) {
      throw new InputError("shard", "not used in merge mode (it merges every shard given)");
    }
  } else {
    if (tours.length === 0) {
      throw new InputError(
        "tours",
        "required in verify mode: glob patterns of tour files, one per line"
      );
    }
    const unused = firstGiven(read, ["sizes", "seed", "algorithm"]);
    if (unused !== void 0) {
      throw new InputError(
        unused,
        unused === "sizes" ? "only used in sweep mode (verify mode reads the size from each file)" : "only used in sweep mode"
      );
    }
  }
  const reading2 = parseReading(read, mode);
  return {
    mode,
    reading: reading2,
    ...plan ? { plan } : {},
    ...solverPlan ? { solverPlan } : {},
    ...junit ? { junit } : {},
    shard,
    tours,
    shards,
    closed,
    failOnFailure,
    results,
    target
  };
}

// src/log.ts
function escapeLog(text) {
  return escapeControls(String(text)).replace(/::/g, ":\\x3a").replace(/##\[/g, "#\\x23[");
}
function info2(text) {
  info(escapeLog(text));
}
function warn(text) {
  warning(escapeLog(text));
}
function fail(text) {
  setFailed(escapeLog(text));
}
function annotateError(message, place2) {
  error(escapeLog(message), {
    title: escapeLog(place2.title),
    ...place2.file !== void 0 ? { file: escapeLog(place2.file) } : {},
    ...place2.line !== void 0 ? { startLine: place2.line } : {},
    ...place2.column !== void 0 ? { startColumn: place2.column } : {}
  });
}
function group2(title, work) {
  return group(escapeLog(title), work);
}

// src/files.ts
import { stat as stat2 } from "node:fs";
import { resolve as resolve7 } from "node:path";

// node_modules/tinyglobby/dist/index.mjs
import { readdir, readdirSync, realpath as realpath2, realpathSync as realpathSync3, stat, statSync as statSync5 } from "fs";
import { isAbsolute as isAbsolute3, posix as posix2, resolve as resolve6 } from "path";
import { fileURLToPath as fileURLToPath2 } from "url";

// node_modules/fdir/dist/index.mjs
import { createRequire as createRequire2 } from "module";
import { basename as basename3, dirname as dirname3, normalize, relative as relative2, resolve as resolve5, sep } from "path";
import * as nativeFs from "fs";
var __require = /* @__PURE__ */ createRequire2(import.meta.url);
function cleanPath(path) {
  let normalized = normalize(path);
  if (normalized.length > 1 && normalized[normalized.length - 1] === sep) normalized = normalized.substring(0, normalized.length - 1);
  return normalized;
}
var SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path, separator) {
  return path.replace(SLASHES_REGEX, separator);
}
var WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path) {
  return path === "/" || WINDOWS_ROOT_DIR_REGEX.test(path);
}
function normalizePath(path, options) {
  const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
  const pathNeedsCleaning = process.platform === "win32" && path.includes("/") || path.startsWith(".");
  if (resolvePaths) path = resolve5(path);
  if (normalizePath$1 || pathNeedsCleaning) path = cleanPath(path);
  if (path === ".") return "";
  const needsSeperator = path[path.length - 1] !== pathSeparator;
  return convertSlashes(needsSeperator ? path + pathSeparator : path, pathSeparator);
}
function joinPathWithBasePath(filename, directoryPath) {
  return directoryPath + filename;
}
function joinPathWithRelativePath(root, options) {
  return function(filename, directoryPath) {
    const sameRoot = directoryPath.startsWith(root);
    if (sameRoot) return directoryPath.slice(root.length) + filename;
    else return convertSlashes(relative2(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
  };
}
function joinPath(filename) {
  return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
  return directoryPath + filename + separator;
}
function build$7(root, options) {
  const { relativePaths, includeBasePath } = options;
  return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}
function pushDirectoryWithRelativePath(root) {
  return function(directoryPath, paths) {
    paths.push(directoryPath.substring(root.length) || ".");
  };
}
function pushDirectoryFilterWithRelativePath(root) {
  return function(directoryPath, paths, filters) {
    const relativePath = directoryPath.substring(root.length) || ".";
    if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
  };
}
var pushDirectory = (directoryPath, paths) => {
  paths.push(directoryPath || ".");
};
var pushDirectoryFilter = (directoryPath, paths, filters) => {
  const path = directoryPath || ".";
  if (filters.every((filter) => filter(path, true))) paths.push(path);
};
var empty$2 = () => {
};
function build$6(root, options) {
  const { includeDirs, filters, relativePaths } = options;
  if (!includeDirs) return empty$2;
  if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
  return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}
var pushFileFilterAndCount = (filename, _paths, counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) counts.files++;
};
var pushFileFilter = (filename, paths, _counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
var pushFileCount = (_filename, _paths, counts, _filters) => {
  counts.files++;
};
var pushFile = (filename, paths) => {
  paths.push(filename);
};
var empty$1 = () => {
};
function build$5(options) {
  const { excludeFiles, filters, onlyCounts } = options;
  if (excludeFiles) return empty$1;
  if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
  else if (onlyCounts) return pushFileCount;
  else return pushFile;
}
var getArray = (paths) => {
  return paths;
};
var getArrayGroup = () => {
  return [""].slice(0, 0);
};
function build$4(options) {
  return options.group ? getArrayGroup : getArray;
}
var groupFiles = (groups, directory, files) => {
  groups.push({
    directory,
    files,
    dir: directory
  });
};
var empty = () => {
};
function build$3(options) {
  return options.group ? groupFiles : empty;
}
var resolveSymlinksAsync = function(path, state, callback$1) {
  const { queue, fs: fs2, options: { suppressErrors } } = state;
  queue.enqueue();
  fs2.realpath(path, (error2, resolvedPath) => {
    if (error2) return queue.dequeue(suppressErrors ? null : error2, state);
    fs2.stat(resolvedPath, (error$1, stat3) => {
      if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
      if (stat3.isDirectory() && isRecursive(path, resolvedPath, state)) return queue.dequeue(null, state);
      callback$1(stat3, resolvedPath);
      queue.dequeue(null, state);
    });
  });
};
var resolveSymlinks = function(path, state, callback$1) {
  const { queue, fs: fs2, options: { suppressErrors } } = state;
  queue.enqueue();
  try {
    const resolvedPath = fs2.realpathSync(path);
    const stat3 = fs2.statSync(resolvedPath);
    if (stat3.isDirectory() && isRecursive(path, resolvedPath, state)) return;
    callback$1(stat3, resolvedPath);
  } catch (e) {
    if (!suppressErrors) throw e;
  }
};
function build$2(options, isSynchronous) {
  if (!options.resolveSymlinks || options.excludeSymlinks) return null;
  return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path, resolved, state) {
  if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
  let parent = dirname3(path);
  let depth = 1;
  while (parent !== state.root && depth < 2) {
    const resolvedPath = state.symlinks.get(parent);
    const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
    if (isSameRoot) depth++;
    else parent = dirname3(parent);
  }
  state.symlinks.set(path, resolved);
  return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
  return state.visited.includes(resolved + state.options.pathSeparator);
}
var onlyCountsSync = (state) => {
  return state.counts;
};
var groupsSync = (state) => {
  return state.groups;
};
var defaultSync = (state) => {
  return state.paths;
};
var limitFilesSync = (state) => {
  return state.paths.slice(0, state.options.maxFiles);
};
var onlyCountsAsync = (state, error2, callback$1) => {
  report2(error2, callback$1, state.counts, state.options.suppressErrors);
  return null;
};
var defaultAsync = (state, error2, callback$1) => {
  report2(error2, callback$1, state.paths, state.options.suppressErrors);
  return null;
};
var limitFilesAsync = (state, error2, callback$1) => {
  report2(error2, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
  return null;
};
var groupsAsync = (state, error2, callback$1) => {
  report2(error2, callback$1, state.groups, state.options.suppressErrors);
  return null;
};
function report2(error2, callback$1, output, suppressErrors) {
  if (error2 && !suppressErrors) callback$1(error2, output);
  else callback$1(null, output);
}
function build$1(options, isSynchronous) {
  const { onlyCounts, group: group3, maxFiles } = options;
  if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
  else if (group3) return isSynchronous ? groupsSync : groupsAsync;
  else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
  else return isSynchronous ? defaultSync : defaultAsync;
}
var readdirOpts = { withFileTypes: true };
var walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  state.queue.enqueue();
  if (currentDepth < 0) return state.queue.dequeue(null, state);
  const { fs: fs2 } = state;
  state.visited.push(crawlPath);
  state.counts.directories++;
  fs2.readdir(crawlPath || ".", readdirOpts, (error2, entries = []) => {
    callback$1(entries, directoryPath, currentDepth);
    state.queue.dequeue(state.options.suppressErrors ? null : error2, state);
  });
};
var walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  const { fs: fs2 } = state;
  if (currentDepth < 0) return;
  state.visited.push(crawlPath);
  state.counts.directories++;
  let entries = [];
  try {
    entries = fs2.readdirSync(crawlPath || ".", readdirOpts);
  } catch (e) {
    if (!state.options.suppressErrors) throw e;
  }
  callback$1(entries, directoryPath, currentDepth);
};
function build(isSynchronous) {
  return isSynchronous ? walkSync : walkAsync;
}
var Queue = class {
  count = 0;
  constructor(onQueueEmpty) {
    this.onQueueEmpty = onQueueEmpty;
  }
  enqueue() {
    this.count++;
    return this.count;
  }
  dequeue(error2, output) {
    if (this.onQueueEmpty && (--this.count <= 0 || error2)) {
      this.onQueueEmpty(error2, output);
      if (error2) {
        output.controller.abort();
        this.onQueueEmpty = void 0;
      }
    }
  }
};
var Counter = class {
  _files = 0;
  _directories = 0;
  set files(num) {
    this._files = num;
  }
  get files() {
    return this._files;
  }
  set directories(num) {
    this._directories = num;
  }
  get directories() {
    return this._directories;
  }
  /**
  * @deprecated use `directories` instead
  */
  /* c8 ignore next 3 */
  get dirs() {
    return this._directories;
  }
};
var Aborter = class {
  aborted = false;
  abort() {
    this.aborted = true;
  }
};
var Walker2 = class {
  root;
  isSynchronous;
  state;
  joinPath;
  pushDirectory;
  pushFile;
  getArray;
  groupFiles;
  resolveSymlink;
  walkDirectory;
  callbackInvoker;
  constructor(root, options, callback$1) {
    this.isSynchronous = !callback$1;
    this.callbackInvoker = build$1(options, this.isSynchronous);
    this.root = normalizePath(root, options);
    this.state = {
      root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
      paths: [""].slice(0, 0),
      groups: [],
      counts: new Counter(),
      options,
      queue: new Queue((error2, state) => this.callbackInvoker(state, error2, callback$1)),
      symlinks: /* @__PURE__ */ new Map(),
      visited: [""].slice(0, 0),
      controller: new Aborter(),
      fs: options.fs || nativeFs
    };
    this.joinPath = build$7(this.root, options);
    this.pushDirectory = build$6(this.root, options);
    this.pushFile = build$5(options);
    this.getArray = build$4(options);
    this.groupFiles = build$3(options);
    this.resolveSymlink = build$2(options, this.isSynchronous);
    this.walkDirectory = build(this.isSynchronous);
  }
  start() {
    this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
    this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
    return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
  }
  walk = (entries, directoryPath, depth) => {
    const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller: controller2 } = this.state;
    if (controller2.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
    const files = this.getArray(this.state.paths);
    for (let i = 0; i < entries.length; ++i) {
      const entry = entries[i];
      if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
        const filename = this.joinPath(entry.name, directoryPath);
        this.pushFile(filename, files, this.state.counts, filters);
      } else if (entry.isDirectory()) {
        let path = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
        if (exclude && exclude(entry.name, path)) continue;
        this.pushDirectory(path, paths, filters);
        this.walkDirectory(this.state, path, path, depth - 1, this.walk);
      } else if (this.resolveSymlink && entry.isSymbolicLink()) {
        let path = joinPathWithBasePath(entry.name, directoryPath);
        this.resolveSymlink(path, this.state, (stat3, resolvedPath) => {
          if (stat3.isDirectory()) {
            resolvedPath = normalizePath(resolvedPath, this.state.options);
            if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path + pathSeparator)) return;
            this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path + pathSeparator, depth - 1, this.walk);
          } else {
            resolvedPath = useRealPaths ? resolvedPath : path;
            const filename = basename3(resolvedPath);
            const directoryPath$1 = normalizePath(dirname3(resolvedPath), this.state.options);
            resolvedPath = this.joinPath(filename, directoryPath$1);
            this.pushFile(resolvedPath, files, this.state.counts, filters);
          }
        });
      }
    }
    this.groupFiles(this.state.groups, directoryPath, files);
  };
};
function promise(root, options) {
  return new Promise((resolve$1, reject) => {
    callback(root, options, (err, output) => {
      if (err) return reject(err);
      resolve$1(output);
    });
  });
}
function callback(root, options, callback$1) {
  let walker = new Walker2(root, options, callback$1);
  walker.start();
}
function sync(root, options) {
  const walker = new Walker2(root, options);
  return walker.start();
}
var APIBuilder = class {
  constructor(root, options) {
    this.root = root;
    this.options = options;
  }
  withPromise() {
    return promise(this.root, this.options);
  }
  withCallback(cb) {
    callback(this.root, this.options, cb);
  }
  sync() {
    return sync(this.root, this.options);
  }
};
var pm = null;
try {
  __require.resolve("picomatch");
  pm = __require("picomatch");
} catch {
}
var Builder = class {
  globCache = {};
  options = {
    maxDepth: Infinity,
    suppressErrors: true,
    pathSeparator: sep,
    filters: []
  };
  globFunction;
  constructor(options) {
    this.options = {
      ...this.options,
      ...options
    };
    this.globFunction = this.options.globFunction;
  }
  group() {
    this.options.group = true;
    return this;
  }
  withPathSeparator(separator) {
    this.options.pathSeparator = separator;
    return this;
  }
  withBasePath() {
    this.options.includeBasePath = true;
    return this;
  }
  withRelativePaths() {
    this.options.relativePaths = true;
    return this;
  }
  withDirs() {
    this.options.includeDirs = true;
    return this;
  }
  withMaxDepth(depth) {
    this.options.maxDepth = depth;
    return this;
  }
  withMaxFiles(limit) {
    this.options.maxFiles = limit;
    return this;
  }
  withFullPaths() {
    this.options.resolvePaths = true;
    this.options.includeBasePath = true;
    return this;
  }
  withErrors() {
    this.options.suppressErrors = false;
    return this;
  }
  withSymlinks({ resolvePaths = true } = {}) {
    this.options.resolveSymlinks = true;
    this.options.useRealPaths = resolvePaths;
    return this.withFullPaths();
  }
  withAbortSignal(signal) {
    this.options.signal = signal;
    return this;
  }
  normalize() {
    this.options.normalizePath = true;
    return this;
  }
  filter(predicate) {
    this.options.filters.push(predicate);
    return this;
  }
  onlyDirs() {
    this.options.excludeFiles = true;
    this.options.includeDirs = true;
    return this;
  }
  exclude(predicate) {
    this.options.exclude = predicate;
    return this;
  }
  onlyCounts() {
    this.options.onlyCounts = true;
    return this;
  }
  crawl(root) {
    return new APIBuilder(root || ".", this.options);
  }
  withGlobFunction(fn) {
    this.globFunction = fn;
    return this;
  }
  /**
  * @deprecated Pass options using the constructor instead:
  * ```ts
  * new fdir(options).crawl("/path/to/root");
  * ```
  * This method will be removed in v7.0
  */
  /* c8 ignore next 4 */
  crawlWithOptions(root, options) {
    this.options = {
      ...this.options,
      ...options
    };
    return new APIBuilder(root || ".", this.options);
  }
  glob(...patterns2) {
    if (this.globFunction) return this.globWithOptions(patterns2);
    return this.globWithOptions(patterns2, ...[{ dot: true }]);
  }
  globWithOptions(patterns2, ...options) {
    const globFn = this.globFunction || pm;
    if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
    var isMatch = this.globCache[patterns2.join("\0")];
    if (!isMatch) {
      isMatch = globFn(patterns2, ...options);
      this.globCache[patterns2.join("\0")] = isMatch;
    }
    this.options.filters.push((path) => isMatch(path));
    return this;
  }
};

// node_modules/tinyglobby/dist/index.mjs
var import_picomatch = __toESM(require_picomatch2(), 1);
var isReadonlyArray = Array.isArray;
var BACKSLASHES = /\\/g;
var DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
var isWin = process.platform === "win32";
var ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns2, options = {}) {
  const patternsCount = patterns2.length;
  const patternsParts = Array(patternsCount);
  const matchers = Array(patternsCount);
  let i, j;
  for (i = 0; i < patternsCount; i++) {
    const parts = splitPattern(patterns2[i]);
    patternsParts[i] = parts;
    const partsCount = parts.length;
    const partMatchers = Array(partsCount);
    for (j = 0; j < partsCount; j++) partMatchers[j] = (0, import_picomatch.default)(parts[j], options);
    matchers[i] = partMatchers;
  }
  return (input) => {
    const inputParts = input.split("/");
    if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
    for (i = 0; i < patternsCount; i++) {
      const patternParts = patternsParts[i];
      const matcher = matchers[i];
      const inputPatternCount = inputParts.length;
      const minParts = Math.min(inputPatternCount, patternParts.length);
      j = 0;
      while (j < minParts) {
        const part = patternParts[j];
        if (part.includes("/")) return true;
        if (!matcher[j](inputParts[j])) break;
        if (!options.noglobstar && part === "**") return true;
        j++;
      }
      if (j === inputPatternCount) return true;
    }
    return false;
  };
}
var WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
var isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
  if (cwd === root || root.startsWith(`${cwd}/`)) {
    if (absolute) {
      const start = cwd.length + +!isRoot(cwd);
      return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
    }
    const prefix = root.slice(cwd.length + 1);
    if (prefix) return (p, isDir) => {
      if (p === ".") return prefix;
      const result = `${prefix}/${p}`;
      return isDir ? result.slice(0, -1) : result;
    };
    return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
  }
  if (absolute) return (p) => posix2.relative(cwd, p) || ".";
  return (p) => posix2.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
  if (root.startsWith(`${cwd}/`)) {
    const prefix = root.slice(cwd.length + 1);
    return (p) => `${prefix}/${p}`;
  }
  return (p) => {
    const result = posix2.relative(cwd, `${root}/${p}`);
    return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
  };
}
function ensureNonDriveRelativePath(path) {
  return path.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
var splitPatternOptions = { parts: true };
function splitPattern(path) {
  var _result$parts;
  const result = import_picomatch.default.scan(path, splitPatternOptions);
  return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path];
}
var POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
var WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
var escapePosixPath = (path) => path.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapeWin32Path = (path) => path.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapePath = isWin ? escapeWin32Path : escapePosixPath;
function isDynamicPattern(pattern, options) {
  if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
  const scan = import_picomatch.default.scan(pattern);
  return scan.isGlob || scan.negated;
}
function log(...tasks) {
  console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
  return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
var PARENT_DIRECTORY = /^(\/?\.\.)+/;
var ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
  var _PARENT_DIRECTORY$exe;
  const cwd = opts.cwd;
  let result = pattern;
  if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
  if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
  const escapedCwd = escapePath(cwd);
  result = isAbsolute3(result.replace(ESCAPING_BACKSLASHES, "")) ? posix2.relative(escapedCwd, result) : posix2.normalize(result);
  const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
  const parts = splitPattern(result);
  if (parentDir) {
    const n = (parentDir.length + 1) / 3;
    let i = 0;
    const cwdParts = escapedCwd.split("/");
    while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
      result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
      i++;
    }
    const potentialRoot = posix2.join(cwd, parentDir.slice(i * 3));
    if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
      props.root = ensureNonDriveRelativePath(potentialRoot);
      props.depthOffset = -n + i;
    }
  }
  if (!isIgnore && props.depthOffset >= 0) {
    var _props$commonPath;
    (_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
    const newCommonPath = [];
    const length = Math.min(props.commonPath.length, parts.length);
    for (let i = 0; i < length; i++) {
      const part = parts[i];
      if (part === "**" && !parts[i + 1]) {
        newCommonPath.pop();
        break;
      }
      if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
      newCommonPath.push(part);
    }
    props.depthOffset = newCommonPath.length;
    props.commonPath = newCommonPath;
    props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? posix2.join(cwd, ...newCommonPath) : cwd);
  }
  return result;
}
function processPatterns(options, patterns2, props) {
  const matchPatterns = [];
  const ignorePatterns = [];
  for (const pattern of options.ignore) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
  }
  for (const pattern of patterns2) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
    else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
  }
  return {
    match: matchPatterns,
    ignore: ignorePatterns
  };
}
function buildCrawler(options, patterns2) {
  const cwd = options.cwd;
  const props = {
    root: cwd,
    depthOffset: 0
  };
  const processed = processPatterns(options, patterns2, props);
  if (options.debug) log("internal processing patterns:", processed);
  const { absolute, caseSensitiveMatch, debug: debug2, dot, followSymbolicLinks, onlyDirectories } = options;
  const root = props.root.replace(BACKSLASHES, "");
  const matchOptions = {
    dot,
    nobrace: options.braceExpansion === false,
    nocase: !caseSensitiveMatch,
    noextglob: options.extglob === false,
    noglobstar: options.globstar === false,
    posix: true
  };
  const matcher = (0, import_picomatch.default)(processed.match, matchOptions);
  const ignore = (0, import_picomatch.default)(processed.ignore, matchOptions);
  const partialMatcher = getPartialMatcher(processed.match, matchOptions);
  const format = buildFormat(cwd, root, absolute);
  const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
  const excludePredicate = (_, p) => {
    const relativePath = excludeFormatter(p, true);
    return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
  };
  let maxDepth;
  if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
  const crawler = new Builder({
    filters: [debug2 ? (p, isDirectory) => {
      const path = format(p, isDirectory);
      const matches = matcher(path) && !ignore(path);
      if (matches) log(`matched ${path}`);
      return matches;
    } : (p, isDirectory) => {
      const path = format(p, isDirectory);
      return matcher(path) && !ignore(path);
    }],
    exclude: debug2 ? (_, p) => {
      const skipped = excludePredicate(_, p);
      log(`${skipped ? "skipped" : "crawling"} ${p}`);
      return skipped;
    } : excludePredicate,
    fs: options.fs,
    pathSeparator: "/",
    relativePaths: !absolute,
    resolvePaths: absolute,
    includeBasePath: absolute,
    resolveSymlinks: followSymbolicLinks,
    excludeSymlinks: !followSymbolicLinks,
    excludeFiles: onlyDirectories,
    includeDirs: onlyDirectories || !options.onlyFiles,
    maxDepth,
    signal: options.signal
  }).crawl(root);
  if (options.debug) log("internal properties:", {
    ...props,
    root
  });
  return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
function formatPaths(paths, mapper) {
  if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
  return paths;
}
var defaultOptions = {
  caseSensitiveMatch: true,
  debug: !!process.env.TINYGLOBBY_DEBUG,
  expandDirectories: true,
  followSymbolicLinks: true,
  onlyFiles: true
};
function getOptions(options) {
  const opts = Object.assign({}, options);
  for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
  opts.cwd = (opts.cwd instanceof URL ? fileURLToPath2(opts.cwd) : resolve6(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
  opts.ignore = ensureStringArray(opts.ignore);
  opts.fs && (opts.fs = {
    readdir: opts.fs.readdir || readdir,
    readdirSync: opts.fs.readdirSync || readdirSync,
    realpath: opts.fs.realpath || realpath2,
    realpathSync: opts.fs.realpathSync || realpathSync3,
    stat: opts.fs.stat || stat,
    statSync: opts.fs.statSync || statSync5
  });
  if (opts.debug) log("globbing with options:", opts);
  return opts;
}
function getCrawler(globInput, inputOptions = {}) {
  var _ref;
  if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
  const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
  const patterns2 = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
  const options = getOptions(isModern ? inputOptions : globInput);
  return patterns2.length > 0 ? buildCrawler(options, patterns2) : [];
}
async function glob(globInput, options) {
  const [crawler, relative4] = getCrawler(globInput, options);
  return crawler ? formatPaths(await crawler.withPromise(), relative4) : [];
}

// src/files.ts
var ALWAYS_IGNORED = ["**/node_modules/**", "**/.git/**"];
var PARENT_SEGMENT = /(^|[/{,(|])\.\.($|[/},)|])/;
function patternBase(pattern, ws, input) {
  const segments = pattern.split("/");
  let fixed = 0;
  while (fixed < segments.length - 1 && !isDynamicPattern(segments[fixed])) fixed++;
  const why = PARENT_SEGMENT.test(segments.slice(fixed).join("/")) ? "it climbs up (..) after a wildcard, which could lead outside the workspace" : patternBaseRefusal(ws, segments.slice(0, fixed).join("/") || ".");
  if (why !== void 0) {
    throw new InputError(
      input,
      `'${escapeControls(pattern)}' is refused: ${why}; the Action reads only files inside GITHUB_WORKSPACE`
    );
  }
}
function confinedFs(ws) {
  const leaf = { isDirectory: () => false, isFile: () => true };
  const confined = (path, done) => {
    if (!isWithin(ws.root.real, resolve7(path))) done(null, leaf);
    else stat2(path, done);
  };
  return { stat: confined };
}
async function findFiles(patterns2, ws, input, skip) {
  const excludes = patterns2.filter((p) => p.startsWith("!")).map((p) => p.slice(1));
  const includes = patterns2.filter((p) => !p.startsWith("!"));
  if (includes.length === 0) {
    throw new InputError(
      input,
      "every pattern is an exclusion (!…): give at least one pattern of files to read"
    );
  }
  const found = /* @__PURE__ */ new Map();
  for (const pattern of includes) {
    patternBase(pattern, ws, input);
    const matches = (await glob(pattern, {
      cwd: ws.cwd,
      ignore: [...ALWAYS_IGNORED, ...excludes],
      onlyFiles: true,
      expandDirectories: false,
      fs: confinedFs(ws)
    })).map((name) => found.get(name) ?? readableFile(ws, name)).filter((f) => skip === void 0 || f.real !== skip);
    if (matches.length === 0) {
      throw new InputError(input, `no file matches '${escapeControls(pattern)}' (in ${ws.cwd})`);
    }
    for (const f of matches) found.set(f.name, f);
  }
  return [...found.values()].sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
function shardFiles(files, shard) {
  return files.filter((_, i) => i % shard.count === shard.index - 1);
}

// src/report.ts
var MAX_ROWS = 100;
var MAX_FILE_ROWS = 500;
var ONE_ROW_PER_SIZE = 12;
var count = (n) => n.toLocaleString("en-US");
var plural2 = (n, one, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;
function row(cells) {
  return `| ${cells.map((c) => String(c).replace(/\|/g, "\\|").replace(/\n/g, " ")).join(" | ")} |`;
}
function table(head, rows) {
  return [row(head), row(head.map(() => "---")), ...rows.map(row)];
}
function formatAttempts(attempts) {
  const parts = Object.entries(attempts).filter(([, n]) => n > 0).sort(([a], [b]) => Number(a) - Number(b)).map(([a, n]) => `${a}: ${count(n)}`);
  return parts.length > 0 ? parts.join(" · ") : "–";
}
function addRecord(acc, more) {
  const out = { ...acc };
  for (const [a, n] of Object.entries(more)) out[a] = (out[a] ?? 0) + n;
  return out;
}
function boardGroups(boards) {
  if (boards.length <= ONE_ROW_PER_SIZE) {
    return boards.map((b, i) => ({ label: boardName(b), positions: [i] }));
  }
  const groups = /* @__PURE__ */ new Map();
  boards.forEach((b, i) => {
    const key = b.depth === 1 ? `${Math.floor(b.width / 10)}` : `${b.width}x`;
    groups.set(key, [...groups.get(key) ?? [], i]);
  });
  return [...groups.values()].map((positions) => ({
    label: formatBoardSizes(positions.map((i) => boards[i])),
    positions
  }));
}
function sizeRows(perSize) {
  return boardGroups(perSize.map((s) => s.board)).map(({ label: label2, positions }) => {
    const group3 = positions.map((i) => perSize[i]);
    return {
      sizes: label2,
      instances: group3.reduce((sum, s) => sum + s.instances, 0),
      failures: group3.reduce((sum, s) => sum + s.failures, 0),
      attempts: group3.reduce((acc, s) => addRecord(acc, s.attempts), {})
    };
  });
}
function sweepMarkdown(report3) {
  const { summary: summary2, shard } = report3;
  const shardText = shard.count > 1 ? ` · shard ${shard.index}/${shard.count}` : "";
  const verdict = report3.incomplete ? `⚠️ ${report3.incomplete}` : report3.interrupted ? `⚠️ interrupted after ${count(summary2.tasksDone)} of ${count(summary2.tasksTotal)} tasks` : summary2.failures === 0 ? "✅ every instance has a complete tour" : `❌ ${plural2(summary2.failures, "instance")} without a complete tour`;
  const lines = [
    `## Knight's tour sweep: ${algorithmLabel(summary2)}`,
    "",
    `Sizes ${summary2.sizes} · starts \`${summary2.starts}\`${shardText}${report3.mergedFrom !== void 0 ? ` · merged from ${plural2(report3.mergedFrom, "file")}` : ""} · ${plural2(summary2.instances, "instance")} · ${plural2(summary2.failures, "failure")}`,
    "",
    `**${verdict}**`,
    "",
    // Only a heuristic that retries has attempts worth a column (the others always take 1).
    ...retriesOnFailure(summary2.algorithm) ? table(
      ["sizes", "instances", "failures", "attempts needed (complete instances)"],
      [
        ...sizeRows(summary2.perSize).map((r) => [
          r.sizes,
          count(r.instances),
          count(r.failures),
          formatAttempts(r.attempts)
        ]),
        [
          "**all**",
          `**${count(summary2.instances)}**`,
          `**${count(summary2.failures)}**`,
          formatAttempts(summary2.attempts)
        ]
      ]
    ) : table(
      ["sizes", "instances", "failures"],
      [
        ...sizeRows(summary2.perSize).map((r) => [
          r.sizes,
          count(r.instances),
          count(r.failures)
        ]),
        ["**all**", `**${count(summary2.instances)}**`, `**${count(summary2.failures)}**`]
      ]
    )
  ];
  if (summary2.methods) {
    const methods = summary2.methods;
    lines.push(
      "",
      "### Instances by method",
      "",
      ...table(
        ["method", "instances"],
        Object.entries(methods).filter(([, n]) => (n ?? 0) > 0).map(([m, n]) => [m, count(n ?? 0)])
      )
    );
  }
  if (summary2.failed.length > 0) {
    const failed = summary2.failed.slice(0, MAX_ROWS);
    const problems = failed.some((f) => f.problem);
    lines.push(
      "",
      "### Failing instances",
      "",
      ...table(
        [
          "board",
          "start",
          failed.every((f) => unitOf(f.board) === "squares") ? "squares reached" : "cells reached",
          "attempts",
          ...problems ? ["problem"] : []
        ],
        failed.map((f) => [
          boardName(f.board),
          squareLabel(f.start),
          `${count(f.reached)} of ${count(cellCount(f.board))}`,
          f.attempts,
          ...problems ? [f.problem ?? ""] : []
        ])
      )
    );
    if (summary2.failed.length > MAX_ROWS) {
      lines.push("", `…and ${plural2(summary2.failed.length - MAX_ROWS, "more failure")}.`);
    }
  }
  lines.push("", `Results: \`${report3.resultsFile}\``, "");
  return lines.join("\n");
}
function verifyMarkdown(verdicts, closed, shard, resultsFile) {
  const invalid = verdicts.filter((v) => !v.valid).length;
  const shown2 = verdicts.length <= MAX_FILE_ROWS ? verdicts : verdicts.filter((v) => !v.valid).slice(0, MAX_ROWS);
  const shardText = shard.count > 1 ? ` · shard ${shard.index}/${shard.count}` : "";
  const lines = [
    "## Knight's tour verification",
    "",
    `${plural2(verdicts.length, "file")}${closed ? " · closed tours required" : ""}${shardText} · ${plural2(invalid, "invalid file")}`,
    "",
    `**${invalid === 0 ? `✅ every tour is valid${closed ? " and closed" : ""}` : `❌ ${plural2(invalid, "file")} rejected`}**`,
    "",
    ...table(
      ["file", "board", "verdict", "tour"],
      shown2.map((v) => [
        `\`${v.file}\``,
        v.board ?? "–",
        `${v.valid ? "✅" : "❌"} ${v.verdict}`,
        v.tour ?? "–"
      ])
    ),
    ...shown2.length < verdicts.length ? ["", `…and ${plural2(verdicts.length - shown2.length, "more file")} (see the results file).`] : [],
    "",
    `Results: \`${resultsFile}\``,
    ""
  ];
  return lines.join("\n");
}
var SOLVER_ROWS_PER_CLASS = 20;
function solverMarkdown(report3) {
  const { spec, summary: summary2, shard } = report3;
  const reference = spec.reference;
  const failing = summary2.instances - summary2.passed;
  const shardText = shard.count > 1 ? ` · shard ${shard.index}/${shard.count}` : "";
  const verdict = report3.incomplete ? `⚠️ ${report3.incomplete}` : report3.interrupted ? `⚠️ interrupted after ${count(summary2.tasksDone)} of ${count(summary2.tasksTotal)} tasks` : failing === 0 ? reference === void 0 ? "✅ every instance is a valid tour" : `✅ every instance is ${reference}'s own walk` : `❌ ${plural2(failing, "instance")} do${failing === 1 ? "es" : ""} not pass`;
  const against = reference === void 0 ? "" : ` against ${reference}`;
  const columns = [
    "sizes",
    "instances",
    ...VERDICTS.map((v) => v === "timeout" ? "timeouts" : v),
    ...reference === void 0 ? [] : ["agreeing"],
    "ms / instance"
  ];
  const row2 = (label2, rows) => {
    const instances = rows.reduce((sum, s) => sum + s.instances, 0);
    const ms = rows.reduce((sum, s) => sum + s.ms, 0);
    return [
      label2,
      count(instances),
      ...VERDICTS.map((v) => count(rows.reduce((sum, s) => sum + s.verdicts[v], 0))),
      ...reference === void 0 ? [] : [count(rows.reduce((sum, s) => sum + (s.agreeing ?? 0), 0))],
      (ms / Math.max(1, instances)).toFixed(2)
    ];
  };
  const boards = summary2.perSize.map((s) => s.board);
  const lines = [
    `## Knight's tour solver check: \`${summary2.command.replace(/`/g, "'")}\`${against}`,
    "",
    `Sizes ${summary2.sizes} · starts \`${summary2.starts}\` · protocol \`${summary2.protocol}\` · ${summary2.timeout} s an instance${shardText}${report3.mergedFrom !== void 0 ? ` · merged from ${plural2(report3.mergedFrom, "file")}` : ""} · ${plural2(summary2.instances, "instance")} · ${count(summary2.passed)} pass`,
    "",
    `**${verdict}**`,
    "",
    ...table(columns, [
      ...boardGroups(boards).map(
        ({ label: label2, positions }) => row2(
          label2,
          positions.map((i) => summary2.perSize[i])
        )
      ),
      row2("**all**", summary2.perSize)
    ])
  ];
  if (reference !== void 0 && summary2.verdicts.stuck > 0) {
    lines.push("", `Stuck walks that are ${reference}'s own (the rule gets stuck there too) pass.`);
  }
  for (const [kind, group3] of failuresByClass(summary2.failed)) {
    const shown2 = group3.slice(0, SOLVER_ROWS_PER_CLASS);
    lines.push(
      "",
      `### ${failureTitle(kind, reference)}: ${count(group3.length)}`,
      "",
      ...table(
        ["board", "start", "verdict", "run it again"],
        shown2.map((v) => [
          boardName(v.board),
          squareLabel([...v.start]),
          describeVerdict(v, reference).replace(/^\S+ from \S+: /, ""),
          `\`${reproduceCommand(spec, v).replace(/`/g, "'")}\``
        ])
      )
    );
    if (group3.length > shown2.length) {
      lines.push("", `…and ${plural2(group3.length - shown2.length, "more")} in the results file.`);
    }
  }
  lines.push("", `Results: \`${report3.resultsFile}\``, "");
  return lines.join("\n");
}

// src/progress-log.ts
var PROGRESS_INTERVAL_MS = 15e3;
function progressLog() {
  let last = Date.now();
  return (p) => {
    const now = Date.now();
    if (now - last >= PROGRESS_INTERVAL_MS || p.tasksDone === p.tasksTotal) {
      last = now;
      info2(formatProgress(p));
    }
  };
}

// src/solver.ts
function solverAnnotations(spec, summary2) {
  return failuresByClass(summary2.failed).map(([kind, group3]) => {
    const first = group3[0];
    return {
      title: `${failureTitle(kind, spec.reference)}: ${group3.length}`,
      message: `${group3.length} instance${group3.length === 1 ? "" : "s"}; the first: ${describeVerdict(first, spec.reference)} — run it: ${reproduceCommand(spec, first)}`
    };
  });
}
function solverOutcome(spec, summary2, report3) {
  const failures = summary2.instances - summary2.passed;
  return {
    instances: summary2.instances,
    failures,
    annotations: solverAnnotations(spec, summary2),
    markdown: solverMarkdown({ spec, summary: summary2, ...report3 }),
    failureText: `${failures.toLocaleString("en-US")} of ${summary2.instances.toLocaleString("en-US")} instances fail (${spec.reference === void 0 ? "a pass is a valid tour" : `a pass is ${spec.reference}'s own walk: a valid tour, or stuck where ${spec.reference} gets stuck`})`
  };
}
async function solverMode(inputs, cwd, signal, display) {
  const plan = inputs.solverPlan;
  const { spec } = plan;
  const title = `Check ${describeSolverSpec(spec)}${plan.shard ? `, ${describeShard(plan.shard)}` : ""}`;
  const run2 = await group2(
    title,
    () => runSolver({
      plan,
      cwd,
      out: inputs.target,
      signal,
      onProgress: progressLog()
    })
  );
  const { summary: summary2 } = run2;
  if (inputs.junit !== void 0) {
    writeFileAtomicSync(inputs.junit, junitReport(spec, run2.file.results));
    info2(`JUnit XML in ${display(inputs.junit)}`);
  }
  info2(
    `${summary2.instances.toLocaleString("en-US")} instances, ${summary2.passed.toLocaleString("en-US")} pass; ${Object.entries(
      summary2.verdicts
    ).map(([v, n]) => `${v} ${n}`).join(
      ", "
    )}${summary2.agreeing === void 0 ? "" : `; ${summary2.agreeing} agree with ${spec.reference}`}`
  );
  return {
    ...solverOutcome(spec, summary2, {
      shard: inputs.shard,
      interrupted: run2.interrupted,
      resultsFile: display(inputs.results)
    }),
    interrupted: run2.interrupted
  };
}

// src/merge.ts
async function mergeMode(inputs, ws, display) {
  const found = await findFiles(inputs.shards, ws, "shards", inputs.target);
  const names = found.map((f) => f.name);
  const merge = new ShardMerge();
  for (const f of found) {
    if (f.refused !== void 0) throw new KnightsTourError(`${f.name}: ${f.refused}`);
    merge.add(await readResultFile(f.real, { name: f.name }), f.name);
  }
  const { file, missing, partial } = merge.finish();
  writeFileAtomicSync(inputs.target, formatResultFile(file));
  info2(`Merged ${names.length} result file${names.length === 1 ? "" : "s"}: ${names.join(", ")}`);
  const notes = [];
  if (missing.length > 0) {
    notes.push(`missing shards ${missing.map((s) => `${s.index}/${s.count}`).join(", ")}`);
  }
  if (partial.length > 0) notes.push(`interrupted shards in ${partial.join(", ")}`);
  const incompleteOf = (p) => p.complete ? void 0 : `incomplete: ${p.tasksDone.toLocaleString("en-US")} of ${p.tasksTotal.toLocaleString("en-US")} tasks${notes.length > 0 ? `; ${notes.join("; ")}` : ""}`;
  const reportOf = (incomplete2) => ({
    shard: { index: 1, count: 1 },
    interrupted: false,
    resultsFile: display(inputs.results),
    mergedFrom: names.length,
    ...incomplete2 !== void 0 ? { incomplete: incomplete2 } : {}
  });
  if (isSolverFile(file)) {
    const summary3 = summarizeSolver(file.spec, file.results, file.tasksTotal);
    const incomplete2 = incompleteOf(summary3);
    return {
      ...solverOutcome(file.spec, summary3, reportOf(incomplete2)),
      interrupted: false,
      ...incomplete2 !== void 0 ? { incomplete: incomplete2 } : {}
    };
  }
  const summary2 = summarize(file.spec, file.results, file.tasksTotal);
  const incomplete = incompleteOf(summary2);
  return {
    instances: summary2.instances,
    failures: summary2.failures,
    annotations: summary2.failed.map((f) => ({
      message: describeFailure(summary2, f),
      title: "Incomplete knight’s tour"
    })),
    markdown: sweepMarkdown({ summary: summary2, ...reportOf(incomplete) }),
    interrupted: false,
    ...incomplete !== void 0 ? { incomplete } : {},
    failureText: `${summary2.failures.toLocaleString("en-US")} of ${summary2.instances.toLocaleString("en-US")} instances have no complete tour`
  };
}

// src/sweep.ts
async function sweepMode(inputs, signal, display) {
  const { plan, shard } = inputs;
  const { spec } = plan;
  const title = `Sweep ${algorithmLabel(spec)}, sizes ${spec.sizes}, ${spec.starts} starts${plan.shard ? `, ${describeShard(plan.shard)}` : ""}`;
  const run2 = await group2(
    title,
    () => runSweep({
      plan,
      out: inputs.target,
      signal,
      onProgress: progressLog()
    })
  );
  const { summary: summary2 } = run2;
  info2(
    `${algorithmLabel(summary2)}: ${summary2.instances.toLocaleString("en-US")} instances, ${summary2.failures.toLocaleString("en-US")} failures`
  );
  if (summary2.methods) {
    const methods = Object.entries(summary2.methods).map(([m, n]) => `${m} ${n}`);
    info2(`instances by method: ${methods.join(", ")}`);
  }
  return {
    instances: summary2.instances,
    failures: summary2.failures,
    annotations: summary2.failed.map((f) => ({
      message: describeFailure(summary2, f),
      title: "Incomplete knight’s tour"
    })),
    markdown: sweepMarkdown({
      summary: summary2,
      shard,
      interrupted: run2.interrupted,
      resultsFile: display(inputs.results)
    }),
    interrupted: run2.interrupted,
    failureText: `${summary2.failures.toLocaleString("en-US")} of ${summary2.instances.toLocaleString("en-US")} instances have no complete tour`
  };
}

// src/verify.ts
import { closeSync as closeSync4, openSync as openSync4, readSync as readSync2 } from "node:fs";
var VERIFY_RESULT_FORMAT = "knights-tour-verify/1";
var ANALYSIS_LIMIT = 2 ** 22;
function locate2(problem) {
  const at = problem;
  return {
    message: problem.message,
    ...at.line ? { line: at.line } : {},
    ...at.column ? { column: at.column } : {}
  };
}
var OWN_RESULTS = /"format"\s*:\s*"knights-tour-(?:verify|sweep)\/1"/;
function isOwnResults(full) {
  const fd = openSync4(full, "r");
  try {
    const head = Buffer.alloc(4096);
    const n = readSync2(fd, head, 0, head.length, 0);
    return OWN_RESULTS.test(head.subarray(0, n).toString("utf8"));
  } finally {
    closeSync4(fd);
  }
}
var shared;
var readBuffer = () => {
  shared ??= Buffer.allocUnsafe(1 << 20);
  return shared;
};
function feed(full, push) {
  const fd = openSync4(full, "r");
  try {
    const buffer = readBuffer();
    const decoder = new TextDecoder("utf-8");
    let first = true;
    for (; ; ) {
      const n = readSync2(fd, buffer, 0, buffer.length, null);
      if (n === 0) break;
      const text = decoder.decode(buffer.subarray(0, n), { stream: true });
      if (first && OWN_RESULTS.test(text.slice(0, 4096))) return false;
      first = false;
      push(text);
    }
    const rest = decoder.decode();
    if (rest !== "") push(rest);
    return true;
  } finally {
    closeSync4(fd);
  }
}
function analyse(full, report3, reading2) {
  if (report3.squares > ANALYSIS_LIMIT) return void 0;
  const reader = createSquareReader(reading2);
  feed(full, (chunk) => reader.push(chunk));
  return analyzeTour(reader.finish());
}
function describeTour(analysis) {
  return `${analysis.closed ? "closed" : "open"} · ${describeSymmetry(analysis)} · \`${analysis.classId}\``;
}
function checkFile(found, closed, reading2) {
  const file = found.name;
  const rejected = (message, line2, column2) => ({
    verdict: {
      file,
      valid: false,
      verdict: message,
      problems: [{ message, ...line2 !== void 0 ? { line: line2 } : {} }]
    },
    annotation: {
      message: `${file}: ${message}`,
      title: "Unreadable tour file",
      file,
      ...line2 !== void 0 ? { line: line2 } : {},
      ...column2 !== void 0 ? { column: column2 } : {}
    },
    json: { file, valid: false, error: message, ...line2 !== void 0 ? { line: line2 } : {} }
  });
  if (found.refused !== void 0) return rejected(found.refused);
  const full = found.real;
  let report3;
  let analysis;
  try {
    const verifier = createTourVerifier({ ...reading2, closed });
    if (!feed(full, (chunk) => verifier.push(chunk))) return void 0;
    report3 = verifier.finish();
    if (report3.valid) analysis = analyse(full, report3, reading2);
  } catch (error2) {
    if (error2 instanceof TourFormatError) {
      return rejected(error2.message, error2.line, error2.column);
    }
    const err = error2;
    if (err.code !== void 0) return rejected(`cannot read the file: ${err.message}`);
    const known = error2 instanceof KnightsTourError;
    return rejected(`${known ? "" : "internal error: "}${error2.message.split("\n")[0]}`);
  }
  const board = boardName(report3.board);
  const json = {
    file,
    valid: report3.valid,
    ...boardFields(report3.board),
    complete: report3.complete,
    closed: report3.closed,
    steps: report3.steps,
    visited: report3.visited,
    squares: report3.squares,
    counts: report3.counts,
    problems: report3.problems.map(locate2),
    warnings: report3.warnings.map((w) => w.message),
    reading: readingFields(report3.reading),
    read: describeReading(report3.reading),
    ...analysis ? {
      analysis: {
        symmetries: analysis.symmetries,
        symmetryOrder: analysis.symmetryOrder,
        classId: analysis.classId
      }
    } : {}
  };
  if (report3.valid) {
    return {
      verdict: {
        file,
        valid: true,
        board,
        verdict: `valid ${report3.closed ? "closed" : "open"} tour (${report3.squares.toLocaleString("en-US")} ${unitOf(report3.board)})`,
        ...analysis ? { tour: describeTour(analysis) } : {},
        problems: []
      },
      json
    };
  }
  const total = Object.values(report3.counts).reduce((sum, n) => sum + (n ?? 0), 0);
  const problems = report3.problems.map(locate2);
  const first = problems[0]?.message ?? summarizeReport(report3);
  const line = problems[0]?.line;
  const column = problems[0]?.column;
  const more = total > 1 ? ` (and ${total - 1} more problem${total === 2 ? "" : "s"})` : "";
  return {
    verdict: { file, valid: false, board, verdict: `${first}${more}`, problems },
    annotation: {
      message: `${summarizeReport(report3)}; ${first}`,
      title: "Invalid knight’s tour",
      file,
      ...line !== void 0 ? { line } : {},
      ...column !== void 0 ? { column } : {}
    },
    json
  };
}
function checkResultsNotATour(files, target) {
  const own = files.find((f) => f.real === target);
  if (own === void 0) return false;
  if (isOwnResults(target)) return true;
  throw new InputError(
    "results",
    `${own.name} is one of the tour files checked (the tours input matches it): the results would overwrite it; name another results file`
  );
}
async function verifyMode(inputs, ws, display) {
  const all = await findFiles(inputs.tours, ws, "tours");
  const skipOwn = checkResultsNotATour(all, inputs.target);
  const files = shardFiles(all, inputs.shard);
  const { shard, closed, reading: reading2 } = inputs;
  const checked = await group2(
    `Verify ${files.length} tour file${files.length === 1 ? "" : "s"}${closed ? " (closed tours required)" : ""}${shard.count > 1 ? `, shard ${shard.index}/${shard.count} of ${all.length}` : ""}`,
    async () => files.flatMap((found) => {
      const own = skipOwn && found.real === inputs.target;
      const result = own ? void 0 : checkFile(found, closed, reading2);
      if (!result) {
        info2(`skipped ${found.name}: a results file of this Action, not a tour`);
        return [];
      }
      info2(
        `${result.verdict.valid ? "valid  " : "INVALID"} ${found.name}: ${result.verdict.verdict}`
      );
      return [result];
    })
  );
  const invalid = checked.filter((c) => !c.verdict.valid).length;
  writeFileAtomicSync(
    inputs.target,
    `${JSON.stringify(
      {
        format: VERIFY_RESULT_FORMAT,
        closed,
        shard: shard.count > 1 ? { index: shard.index, count: shard.count } : null,
        files: checked.length,
        invalid,
        results: checked.map((c) => c.json)
      },
      null,
      2
    )}
`
  );
  return {
    instances: checked.length,
    failures: invalid,
    annotations: checked.flatMap((c) => c.annotation ? [c.annotation] : []),
    markdown: verifyMarkdown(
      checked.map((c) => c.verdict),
      closed,
      shard,
      display(inputs.results)
    ),
    interrupted: false,
    failureText: `${invalid} of ${checked.length} tour file${checked.length === 1 ? "" : "s"} ${invalid === 1 ? "is" : "are"} not ${closed ? "a valid closed tour" : "a valid tour"}`
  };
}

// src/main.ts
var MAX_ANNOTATIONS = 50;
function displayPath(cwd) {
  return (path) => {
    const rel = relative3(cwd, path);
    const shown2 = rel === "" || rel.startsWith("..") || isAbsolute4(rel) ? path : rel;
    return shown2.split(sep2).join("/");
  };
}
function annotate(annotations, resultsFile) {
  for (const a of annotations.slice(0, MAX_ANNOTATIONS)) annotateError(a.message, a);
  if (annotations.length > MAX_ANNOTATIONS) {
    annotateError(
      `${annotations.length - MAX_ANNOTATIONS} more failures are not annotated: see the job summary and ${resultsFile}`,
      { title: "More failures" }
    );
  }
}
async function writeSummary(markdown, env) {
  if (!env.GITHUB_STEP_SUMMARY) {
    info2("GITHUB_STEP_SUMMARY is not set: no job summary written");
    return;
  }
  await summary.addRaw(markdown).write();
}
function oneLine(error2) {
  const message = (error2 instanceof Error ? error2.message : String(error2)).split("\n")[0] ?? "";
  const known = error2 instanceof InputError || error2 instanceof KnightsTourError;
  return known ? message : `internal error: ${message}`;
}
async function run(context) {
  const env = context?.env ?? process.env;
  const cwd = context?.cwd ?? process.cwd();
  const signal = context?.signal ?? new AbortController().signal;
  const ws = workspaceOf(env, cwd);
  try {
    let inputs;
    try {
      const read = context?.env ? envInputs(context.env) : (name) => getInput(name);
      inputs = readInputs(read, ws);
    } catch (error2) {
      fail(oneLine(error2));
      return;
    }
    const display = displayPath(cwd);
    const outcome = inputs.mode === "sweep" ? await sweepMode(inputs, signal, display) : inputs.mode === "solver" ? await solverMode(
      inputs,
      ws.cwd,
      signal,
      display
    ) : inputs.mode === "merge" ? await mergeMode(inputs, ws, display) : await verifyMode(inputs, ws, display);
    setOutput("instances", String(outcome.instances));
    setOutput("failures", String(outcome.failures));
    setOutput("results", inputs.results);
    annotate(outcome.annotations, display(inputs.results));
    await writeSummary(outcome.markdown, env);
    if (outcome.interrupted) {
      fail(`cancelled before the end: partial results in ${display(inputs.results)}`);
    } else if (outcome.incomplete !== void 0) {
      fail(outcome.incomplete);
    } else if (outcome.failures > 0) {
      if (inputs.failOnFailure) fail(outcome.failureText);
      else warn(`${outcome.failureText} (not failing: fail-on-failure is false)`);
    } else {
      info2(`No failures. Results in ${display(inputs.results)}`);
    }
  } catch (error2) {
    if (env.KNIGHTS_TOUR_DEBUG) info2(String(error2.stack));
    fail(oneLine(error2));
  }
}

// src/index.ts
var controller = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => controller.abort());
}
await run({ signal: controller.signal });
process.exit(process.exitCode ?? 0);
