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
  "node_modules/picomatch/lib/constants.js"(exports, module) {
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
    var SEP = "/";
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
      SEP
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
    module.exports = {
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
  "node_modules/picomatch/lib/scan.js"(exports, module) {
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
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants3 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants3;
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
      let quote3 = 0;
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
          quote3 = quote3 === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote3 === 0) {
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
      let quote3 = 0;
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
          quote3 = quote3 === 1 ? 0 : 1;
          continue;
        }
        if (quote3 === 1) {
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
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants3.DEFAULT_MAX_EXTGLOB_RECURSION;
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
      const PLATFORM_CHARS = constants3.globChars(opts.windows);
      const EXTGLOB_CHARS = constants3.extglobChars(PLATFORM_CHARS);
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
                const posix2 = POSIX_REGEX_SOURCE[rest2];
                if (posix2) {
                  prev.value = pre + posix2;
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
      } = constants3.globChars(opts.windows);
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
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants3 = require_constants();
    var isObject2 = (val) => val && typeof val === "object" && !Array.isArray(val);
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
      const isState = isObject2(glob2) && glob2.tokens && glob2.input;
      if (glob2 === "" || typeof glob2 !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix2 = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob2, options) : picomatch2.makeRe(glob2, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob: glob2, posix: posix2 });
        const result = { glob: glob2, state, regex, posix: posix2, input, output, match, isMatch };
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
    picomatch2.test = (input, regex, options, { glob: glob2, posix: posix2 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix2 ? utils.toPosixSlashes : null);
      let match = input === glob2;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob2;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix2);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob2, options, posix2 = options && options.windows) => {
      const regex = glob2 instanceof RegExp ? glob2 : picomatch2.makeRe(glob2, options);
      return regex.test(utils.basename(input, { windows: posix2 }));
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
    picomatch2.constants = constants3;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
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
    module.exports = picomatch2;
  }
});

// src/main.ts
import { isAbsolute as isAbsolute2, relative as relative2, sep as sep2 } from "node:path";

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
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve7) {
      resolve7(value);
    });
  }
  return new (P || (P = Promise))(function(resolve7, reject) {
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
      result.done ? resolve7(result.value) : adopt(result.value).then(fulfilled, rejected);
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
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
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
    return value instanceof P ? value : new P(function(resolve7) {
      resolve7(value);
    });
  }
  return new (P || (P = Promise))(function(resolve7, reject) {
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
      result.done ? resolve7(result.value) : adopt(result.value).then(fulfilled, rejected);
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
function boardName(board) {
  const { width, height, depth = 1 } = board;
  return depth === 1 ? `${width}x${height}` : `${width}x${height}x${depth}`;
}
function cellCount(board) {
  return board.width * board.height * board.depth;
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

// ../../packages/core/src/engine/orders.ts
var OCTAML16_VARIANTS = [1, -1].flatMap(
  (r) => [0, 1, 2, 3, 4, 5, 6, 7].map((t) => ({ r, t }))
);
var MOVE_NUMBER_ORDER = "12345678";
function isMoveOrder(text) {
  return /^[1-8]{8}$/.test(text) && new Set(text).size === 8;
}

// ../../packages/core/src/engine/rule.ts
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

// ../../packages/core/src/board/colour.ts
function isWhite(x, y, z = 0) {
  return (x + y + z & 1) === 0;
}
function isPossibleStart(board, x, y, z = 0) {
  return cellCount(board) % 2 === 0 || isWhite(x, y, z);
}

// ../../packages/core/src/search/search.ts
var SEARCH_ALGORITHMS = ["backtrack", "warnsdorff-backtrack"];
var PROGRESS_MASK = (1 << 20) - 1;
var CLOCK_MASK = (1 << 12) - 1;

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
    const square2 = board.width === board.height;
    return PLANE.filter(([, , , squareOnly]) => square2 || !squareOnly).map(
      ([name, axes, flips]) => make(name, axes, flips, sides)
    );
  }
  return boxSymmetries(board);
}
function boxSymmetries(board) {
  const sides = [board.width, board.height, board.depth];
  const out = [];
  for (const axes of PERMUTATIONS) {
    if (axes.some((a, i) => sides[a] !== sides[i])) continue;
    for (let bits = 0; bits < 8; bits++) {
      const flips = [(bits & 1) !== 0, (bits & 2) !== 0, (bits & 4) !== 0];
      const name = `(${axes.map((a, i) => `${flips[i] ? "-" : ""}${AXIS_NAMES[a]}`).join(",")})`;
      out.push(make(name, axes, flips, sides));
    }
  }
  return out;
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

// ../../packages/core/src/three-d/walk.ts
var HEURISTICS_3D = ["warnsdorff3d", "octaml3d", "octaml16-3d"];
var OCTAML16_3D_VARIANTS = [1, -1].flatMap(
  (r) => Array.from({ length: 8 }, (_, t) => ({ r, t }))
);
var MOVE_NUMBER_RANKS = Uint8Array.from(MOVES_3D, (_, m) => m);

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
    ...rule ? { levels: ["degree", ...rule.levels] } : {},
    ...rule?.orders.kind === "fixed" ? { orders: rule.orders.orders } : {}
  };
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
  const half = Math.floor(w / 2);
  switch (set) {
    case "all":
      return () => true;
    case "corner":
      return (x, y, z) => x === 0 && y === 0 && z === 0;
    case "octant":
      if (w !== h) return (x, y) => 2 * x <= w - 1 && 2 * y <= h - 1;
      return (x, y) => octantOf(board, x, y) === 1;
    case "paper-octant1":
      return (x, y) => x < half && y <= half && x <= y;
    case "paper-quadrant2":
      return (x, y) => x > half && y < half;
    case "fundamental": {
      const group2 = symmetriesOf(board);
      return (x, y, z) => {
        const own = cellIndex(board, x, y, z);
        return !group2.some((g) => {
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
  const box = board.depth > 1;
  for (let z = 0; z < board.depth; z++) {
    for (let y = 0; y < board.height; y++) {
      for (let x = 0; x < board.width; x++) {
        if (isPossibleStart(board, x, y, z) && member(x, y, z)) out.push(box ? [x, y, z] : [x, y]);
      }
    }
  }
  return out;
}
function countStartSquares(set, board) {
  checkStartSet(set, board);
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

// src/inputs.ts
import { availableParallelism as availableParallelism2 } from "node:os";
import { resolve as resolve3 } from "node:path";

// ../../packages/sweep/src/node/atomic.ts
import { randomBytes } from "node:crypto";
import {
  closeSync,
  constants as constants2,
  existsSync as existsSync2,
  fchmodSync,
  fsyncSync,
  lstatSync,
  openSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  write as writeCallback,
  writeSync
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
function fail(path, why) {
  throw new KnightsTourError(`cannot write ${path}: ${why}`);
}
function statOrUndefined(path) {
  try {
    return statSync(path);
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
  if (dir !== `/proc/${process.pid}/fd`) return void 0;
  const n = Number(basename(link));
  return Number.isInteger(n) && n >= 0 ? n : void 0;
}
function followLinks(path, shown) {
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
  return fail(shown, "too many levels of symbolic links");
}
function checkOutputPath(path, shown = path) {
  targetOf(path, shown);
  return resolve(path);
}
function targetOf(path, shown = path) {
  if (path.trim() === "") throw new KnightsTourError("output file name is empty");
  const given = resolve(path);
  const existing = statOrUndefined(given);
  if (existing?.isDirectory()) fail(shown, "it is a directory");
  const file = followLinks(given, shown);
  if (typeof file !== "string") return { path: given, direct: true, fd: file.fd, mode: void 0 };
  if (existing && !existing.isFile()) return { path: given, direct: true, mode: void 0 };
  const dir = dirname(file);
  if (!statOrUndefined(dir)?.isDirectory()) fail(shown, `directory ${dir} does not exist`);
  return { path: file, direct: false, mode: existing ? existing.mode & 4095 : void 0 };
}
var WORDS = {
  EFBIG: "file too large (file size limit reached)",
  ENOSPC: "no space left on the device",
  EDQUOT: "disk quota exceeded",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "read-only file system",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of the path is not a directory",
  ENAMETOOLONG: "file name too long",
  EIO: "input/output error",
  EPIPE: "the reading end was closed"
};
function describe(error2) {
  const words = error2.code ? WORDS[error2.code] : void 0;
  if (words) return words;
  return /^[A-Z]+: ([^,]+)/.exec(error2.message)?.[1] ?? error2.message;
}
function rethrow(path, error2) {
  if (error2 instanceof KnightsTourError) throw error2;
  const code = error2?.code;
  if (typeof code !== "string") throw error2;
  return fail(path, describe(error2));
}
function tempBeside(file) {
  return join(dirname(file), `.${basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
}
function syncDirectory(dir) {
  let fd;
  try {
    fd = openSync(dir, constants2.O_RDONLY);
    fsyncSync(fd);
  } catch {
  } finally {
    if (fd !== void 0) closeSync(fd);
  }
}
var BATCH_BYTES = 1 << 20;
function* batches(data) {
  const chunks = typeof data === "string" || data instanceof Uint8Array ? [data] : data;
  let parts = [];
  let size = 0;
  for (const chunk of chunks) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    parts.push(bytes);
    size += bytes.length;
    if (size >= BATCH_BYTES) {
      yield Buffer.concat(parts);
      parts = [];
      size = 0;
    }
  }
  if (size > 0 || parts.length > 0) yield Buffer.concat(parts);
}
function writeAllSync(fd, bytes) {
  for (let at = 0; at < bytes.length; ) {
    try {
      at += writeSync(fd, bytes, at);
    } catch (error2) {
      if (error2.code !== "EAGAIN") throw error2;
    }
  }
}
function writeFileAtomicSync(path, data) {
  const target = targetOf(path);
  if (target.fd !== void 0) {
    try {
      for (const bytes of batches(data)) writeAllSync(target.fd, bytes);
    } catch (error2) {
      rethrow(path, error2);
    }
    return;
  }
  const file = target.direct ? target.path : tempBeside(target.path);
  let fd;
  try {
    fd = openSync(file, target.direct ? "w" : "wx", target.mode ?? 438);
    if (target.mode !== void 0) {
      try {
        fchmodSync(fd, target.mode);
      } catch {
      }
    }
    for (const bytes of batches(data)) writeAllSync(fd, bytes);
    if (!target.direct) fsyncSync(fd);
    closeSync(fd);
    fd = void 0;
    if (!target.direct) {
      renameSync(file, target.path);
      syncDirectory(dirname(target.path));
    }
  } catch (error2) {
    if (fd !== void 0) closeSync(fd);
    if (!target.direct && existsSync2(file)) rmSync(file, { force: true });
    rethrow(path, error2);
  }
}

// ../../packages/core/dist/three-d/moves.js
var MOVES_3D2 = (() => {
  const out = [];
  for (let two = 0; two < 3; two++) {
    for (let one = 0; one < 3; one++) {
      if (one === two)
        continue;
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

// ../../packages/core/dist/three-d/walk.js
var HEURISTICS_3D2 = ["warnsdorff3d", "octaml3d", "octaml16-3d"];
var OCTAML16_3D_VARIANTS2 = [1, -1].flatMap((r) => Array.from({ length: 8 }, (_, t) => ({ r, t })));
var MOVE_NUMBER_RANKS2 = Uint8Array.from(MOVES_3D2, (_, m) => m);

// ../../packages/sweep/src/plan/plan.ts
var HEURISTICS_2D2 = HEURISTICS.filter((h) => !HEURISTICS_3D2.includes(h));
var createBoard3d = createBoard;
var isHeuristic3dName = (name) => HEURISTICS_3D2.includes(name);
var START_SETS_3D = ["all", "fundamental", "corner"];
var isStartSet3dName = (name) => START_SETS_3D.includes(name);
var startCells3d = (set, board) => startSquares(set, board);
function sizeLabel(size) {
  if (size.depth !== void 0) return `${size.width}x${size.height}x${size.depth}`;
  return size.width === size.height ? String(size.width) : `${size.width}x${size.height}`;
}
function boardCells(size) {
  return size.width * size.height * (size.depth ?? 1);
}
function startLabel(start) {
  return `(${start.join(",")})`;
}
function boardLabel(size) {
  return size.depth !== void 0 ? sizeLabel(size) : `${size.width}x${size.height}`;
}
var MAX_SWEEP_BOARDS = 1e6;
var SIZE_ITEM = /^(\d+)(?:-(\d+))?(?:[xX×](\d+)(?:-(\d+))?(?:[xX×](\d+)(?:-(\d+))?)?)?$/;
function parseSizes(text, max = MAX_SIDE) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  let firstItem;
  const items = String(text).split(",").map((s) => s.trim());
  if (items.length === 0 || items.some((s) => s === "")) {
    throw new KnightsTourError(`malformed sizes '${text}': expected e.g. 5-80 or 5,7,9-12 or 8x10`);
  }
  for (const item of items) {
    const m = SIZE_ITEM.exec(item);
    if (!m) {
      throw new KnightsTourError(
        `malformed sizes '${text}': '${item}' is not n, a-b, WxH or WxHxD`
      );
    }
    const is3d = m[5] !== void 0;
    firstItem ??= { item, is3d };
    if (firstItem.is3d !== is3d) {
      const [a, b] = is3d ? [item, firstItem.item] : [firstItem.item, item];
      throw new KnightsTourError(
        `malformed sizes '${text}': '${a}' is 3-D but '${b}' is 2-D; a sweep is either all 2-D or all 3-D (WxHxD)`
      );
    }
    const range = (lo, hi) => {
      const a = Number(lo);
      const b = hi === void 0 ? a : Number(hi);
      if (a < 1 || b > max || a > b) {
        throw new KnightsTourError(
          `malformed sizes '${text}': '${item}' must be increasing sizes from 1 to ${max}`
        );
      }
      return [a, b];
    };
    const [w0, w1] = range(m[1], m[2]);
    const [h0, h1] = m[3] === void 0 ? [Number.NaN, Number.NaN] : range(m[3], m[4]);
    const [d0, d1] = m[5] === void 0 ? [0, 0] : range(m[5], m[6]);
    const boards = (w1 - w0 + 1) * (m[3] === void 0 ? 1 : h1 - h0 + 1) * (is3d ? d1 - d0 + 1 : 1);
    if (out.length + boards > MAX_SWEEP_BOARDS) {
      throw new KnightsTourError(
        `sizes '${text}' name more than ${MAX_SWEEP_BOARDS.toLocaleString("en-US")} boards: split the sweep`
      );
    }
    if (is3d) {
      for (let w = w0; w <= w1; w++) {
        for (let h = h0; h <= h1; h++) {
          for (let d = d0; d <= d1; d++) {
            const key = `${w}x${h}x${d}`;
            if (!seen.has(key)) {
              seen.add(key);
              out.push({ width: w, height: h, depth: d });
            }
          }
        }
      }
      continue;
    }
    for (let w = w0; w <= w1; w++) {
      const heights = Number.isNaN(h0) ? [w] : Array.from({ length: h1 - h0 + 1 }, (_, i) => h0 + i);
      for (const h of heights) {
        const key = `${w}x${h}`;
        if (!seen.has(key)) {
          seen.add(key);
          out.push({ width: w, height: h });
        }
      }
    }
  }
  return out;
}
function parseShard(text) {
  const m = /^(\d+)\/(\d+)$/.exec(String(text).trim());
  const index = m ? Number(m[1]) : Number.NaN;
  const count2 = m ? Number(m[2]) : Number.NaN;
  if (!m || count2 < 1 || index < 1 || index > count2 || count2 > 1e5) {
    throw new KnightsTourError(
      `malformed shard '${text}': expected i/k with 1 <= i <= k, e.g. 2/4`
    );
  }
  return { index, count: count2 };
}
function closestName2(word, names) {
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
function didYouMean2(word, names, prefix = "") {
  const name = closestName2(word, names);
  return name === void 0 ? "" : `: did you mean ${prefix}${name}?`;
}
var SWEEP_START_SETS = [
  ...START_SETS,
  ...START_SETS_3D.filter((name) => !isStartSetName(name))
];
function isSweepStartSet(name) {
  return isStartSetName(name) || isStartSet3dName(name);
}
function parseStartSet(text) {
  const name = String(text).trim().toLowerCase();
  if (!isSweepStartSet(name)) {
    throw new KnightsTourError(
      `unknown start set '${text}'${didYouMean2(name, SWEEP_START_SETS)} (expected one of ${START_SETS.join(", ")}; on 3-D boards ${START_SETS_3D.join(", ")})`
    );
  }
  return name;
}
function retriesOnFailure(algorithm) {
  return algorithm === "octaml16" || algorithm === "auto" || algorithm === "octaml16-3d";
}
var SWEEP_ALGORITHMS = [
  ...HEURISTICS_2D2,
  "auto",
  ...HEURISTICS_3D2
];
var ALGORITHMS_3D = [...HEURISTICS_3D2].reverse();
var ALGORITHMS_2D = [...[...HEURISTICS_2D2].reverse(), "auto"];
var orList2 = (names) => `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
function parseSweepAlgorithm(text) {
  const name = String(text).trim().toLowerCase();
  if (name === "auto" || isHeuristic3dName(name)) return name;
  if (!isHeuristicName(name)) {
    throw new KnightsTourError(
      `unknown algorithm '${text}'${didYouMean2(name, SWEEP_ALGORITHMS)} (expected one of ${[...HEURISTICS_2D2, "auto"].join(", ")}; on 3-D boards ${ALGORITHMS_3D.join(", ")})`
    );
  }
  return name;
}
function isSweep3d(sizes) {
  return sizes[0]?.depth !== void 0;
}
function defaultAlgorithm2(sizes) {
  return isSweep3d(sizes) ? "octaml16-3d" : "octaml16";
}
function checkSweepSpec(spec) {
  const is3d = isSweep3d(spec.sizes);
  if (spec.sizes.some((size) => size.depth !== void 0 !== is3d)) {
    throw new KnightsTourError("a sweep is either all 2-D or all 3-D: its sizes mix them");
  }
  const algorithm3d = isHeuristic3dName(spec.algorithm);
  if (is3d && !algorithm3d) {
    throw new KnightsTourError(
      `${spec.algorithm} runs on 2-D boards; for 3-D boards use ${orList2(ALGORITHMS_3D)}`
    );
  }
  if (!is3d && algorithm3d) {
    throw new KnightsTourError(
      `${spec.algorithm} runs on 3-D boards; for 2-D boards use ${orList2(ALGORITHMS_2D)}`
    );
  }
  if (is3d && spec.seed !== void 0) {
    throw new KnightsTourError(
      "a seed breaks the ties of 2-D warnsdorff only; 3-D sweeps take no seed"
    );
  }
  if (is3d && !isStartSet3dName(spec.starts)) {
    throw new KnightsTourError(
      `start set '${spec.starts}' is for 2-D boards; on 3-D boards use ${orList2(START_SETS_3D)}`
    );
  }
  if (!is3d && !isStartSetName(spec.starts)) {
    throw new KnightsTourError(
      `start set '${spec.starts}' is for 3-D boards; on 2-D boards use ${orList2(START_SETS)}`
    );
  }
}
function parseSeed(text, algorithm) {
  const t = String(text).trim();
  if (!/^\d+$/.test(t)) {
    throw new KnightsTourError(
      `malformed seed '${text}': expected a whole number from 0 to ${MAX_SEED}`
    );
  }
  const seed = Number(t);
  checkSeed(algorithm, seed);
  return seed;
}
function algorithmLabel(spec) {
  return spec.seed === void 0 ? spec.algorithm : `${spec.algorithm} (seed ${spec.seed})`;
}
var TASK_SQUARES = 1 << 23;
function startCount(set, width, height, depth) {
  if (depth !== void 0) return startCount3d(set, createBoard3d(width, height, depth));
  if (!isStartSetName(set)) {
    throw new KnightsTourError(`start set '${set}' is for 3-D boards`);
  }
  const odd = width * height % 2 === 1;
  const run2 = (y, a, b) => {
    if (b < a) return 0;
    if (!odd) return b - a + 1;
    const first = (a + y) % 2 === 0 ? a : a + 1;
    return first > b ? 0 : Math.floor((b - first) / 2) + 1;
  };
  const half = Math.floor(width / 2);
  let count2 = 0;
  switch (set) {
    case "all":
      return odd ? (width * height + 1) / 2 : width * height;
    case "corner":
      return 1;
    case "octant":
      for (let y = 0; 2 * y <= height - 1; y++) {
        const Y = Math.abs(2 * y - (height - 1));
        const last = width !== height ? Math.floor((width - 1) / 2) : Math.floor((width - 1 - Y) / 2);
        count2 += run2(y, 0, last);
      }
      return count2;
    case "paper-octant1":
      for (let y = 0; y <= half && y < height; y++) count2 += run2(y, 0, Math.min(half - 1, y));
      return count2;
    case "paper-quadrant2":
      for (let y = 0; y < half && y < height; y++) count2 += run2(y, half + 1, width - 1);
      return count2;
    case "fundamental":
      return countStartSquares(set, createBoard(width, height));
  }
}
function startCount3d(set, board) {
  if (!isStartSet3dName(set)) throw new KnightsTourError(`start set '${set}' is for 2-D boards`);
  const cells = boardCells(board);
  switch (set) {
    case "all":
      return cells % 2 === 0 ? cells : (cells + 1) / 2;
    case "corner":
      return 1;
    case "fundamental":
      return startCells3d(set, board).length;
  }
}
function boardsOf(spec) {
  checkSweepSpec(spec);
  const count2 = spec.sizes.length;
  const starts = new Float64Array(count2);
  const per = new Float64Array(count2);
  const taskFirst = new Float64Array(count2 + 1);
  const costFirst = new Float64Array(count2 + 1);
  spec.sizes.forEach((size, b) => {
    if (size.depth === void 0) createBoard(size.width, size.height);
    else createBoard3d(size.width, size.height, size.depth);
    const squares = boardCells(size);
    starts[b] = startCount(spec.starts, size.width, size.height, size.depth);
    per[b] = Math.max(1, Math.floor(TASK_SQUARES / squares));
    taskFirst[b + 1] = taskFirst[b] + Math.ceil(starts[b] / per[b]);
    costFirst[b + 1] = costFirst[b] + starts[b] * squares;
  });
  return { spec, count: count2, starts, per, taskFirst, costFirst };
}
var Plan = class _Plan {
  constructor(boards, shard, bounds) {
    this.boards = boards;
    this.shard = shard;
    this.bounds = bounds;
    const s = (shard?.index ?? 1) - 1;
    this.lo = bounds[s];
    this.hi = bounds[s + 1];
    this.taskCount = this.hi - this.lo;
    let instances = 0;
    let work = 0;
    if (this.taskCount > 0) {
      for (let b = this.boardOf(this.lo); b <= this.boardOf(this.hi - 1); b++) {
        const [from, to] = this.slice(b);
        const size = boards.spec.sizes[b];
        const n = Math.min(boards.starts[b], to * boards.per[b]) - from * boards.per[b];
        instances += n;
        work += n * boardCells(size);
      }
    }
    this.instances = instances;
    this.work = work;
  }
  boards;
  shard;
  bounds;
  taskCount;
  instances;
  work;
  /** This plan's tasks: ids `lo..hi-1`. */
  lo;
  hi;
  get spec() {
    return this.boards.spec;
  }
  /** The board-local tasks `from..to-1` of board `b` that are in this plan. */
  slice(b) {
    const first = this.boards.taskFirst[b];
    const last = this.boards.taskFirst[b + 1];
    return [Math.max(first, this.lo) - first, Math.min(last, this.hi) - first];
  }
  make(b, j) {
    const { spec, starts, per, taskFirst } = this.boards;
    const size = spec.sizes[b];
    const from = j * per[b];
    const to = Math.min(starts[b], from + per[b]);
    return {
      id: taskFirst[b] + j,
      width: size.width,
      height: size.height,
      ...size.depth === void 0 ? {} : { depth: size.depth },
      from,
      to,
      cost: (to - from) * boardCells(size)
    };
  }
  *tasks() {
    if (this.taskCount === 0) return;
    for (let b = this.boardOf(this.lo); b <= this.boardOf(this.hi - 1); b++) {
      const [from, to] = this.slice(b);
      for (let j = from; j < to; j++) yield this.make(b, j);
    }
  }
  /** Board of task `id` of the whole plan, or -1. */
  boardOf(id) {
    return boardOfTask(this.boards, id);
  }
  task(id) {
    const b = this.boardOf(id);
    return b < 0 ? void 0 : this.make(b, id - this.boards.taskFirst[b]);
  }
  shardOf(id) {
    if (this.boardOf(id) < 0) throw new KnightsTourError(`task ${id} is not in the plan`);
    let lo = 0;
    let hi = this.bounds.length - 2;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.bounds[mid] <= id) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }
  includes(id) {
    return Number.isSafeInteger(id) && id >= this.lo && id < this.hi;
  }
  forShard(shard) {
    if (shard.count === 1) return new _Plan(this.boards, null, wholeBounds(this.boards));
    return new _Plan(this.boards, shard, shardBounds(this.boards, shard.count));
  }
};
function boardOfTask(boards, id) {
  const { taskFirst, count: count2 } = boards;
  if (!Number.isSafeInteger(id) || id < 0 || id >= taskFirst[count2]) return -1;
  let lo = 0;
  let hi = count2 - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (taskFirst[mid] <= id) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
var wholeBounds = (boards) => Float64Array.of(0, boards.taskFirst[boards.count]);
function shardBounds(boards, k) {
  const { costFirst, taskFirst, count: count2, per, spec } = boards;
  const total = costFirst[count2];
  const tasks = taskFirst[count2];
  const costBefore = (id) => {
    const b = boardOfTask(boards, id);
    const size = spec.sizes[b];
    return costFirst[b] + (id - taskFirst[b]) * per[b] * boardCells(size);
  };
  const first = (s) => {
    let lo = 0;
    let hi = tasks;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (Math.floor(costBefore(mid) * k / total) < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const bounds = new Float64Array(k + 1);
  bounds[k] = tasks;
  let floor = 0;
  for (let s = 1; s < k; s++) {
    floor = Math.max(first(s), floor + 1);
    bounds[s] = floor;
  }
  for (let s = 1; s < k; s++) bounds[s] = Math.min(bounds[s], Math.max(0, tasks - (k - s)));
  return bounds;
}
function planSweep(spec, shard) {
  const boards = boardsOf(spec);
  return shard && shard.count > 1 ? new Plan(boards, shard, shardBounds(boards, shard.count)) : new Plan(boards, null, wholeBounds(boards));
}
var SQUARES_PER_SECOND = 1e8;
var CELLS_PER_SECOND_3D = 2e6;
function sweepRate(sizes) {
  return isSweep3d(sizes) ? CELLS_PER_SECOND_3D : SQUARES_PER_SECOND;
}
var LONG_RUN_SQUARES = 1e12;
function estimateWork(squares, workers, rate = SQUARES_PER_SECOND) {
  return { squares, seconds: squares / (rate * Math.max(1, workers)) };
}
function roughDuration(seconds) {
  const units = [
    ["years", 365.25 * 86400],
    ["days", 86400],
    ["hours", 3600],
    ["minutes", 60]
  ];
  for (const [unit, size] of units) {
    if (seconds >= size) {
      const v = seconds / size;
      return `${v >= 100 ? v.toExponential(1).replace("e+", "e") : v.toFixed(1)} ${unit}`;
    }
  }
  return `${Math.ceil(seconds)} seconds`;
}
function checkWorkLimit(squares, options) {
  const rate = options.rate ?? SQUARES_PER_SECOND;
  const limit = LONG_RUN_SQUARES * rate / SQUARES_PER_SECOND;
  if (options.accept || squares <= limit) return;
  const { seconds } = estimateWork(squares, options.workers, rate);
  const unit = rate === SQUARES_PER_SECOND ? "squares" : "cells";
  const workers = `${options.workers} worker${options.workers === 1 ? "" : "s"}`;
  const proceed = options.proceed ?? "split it with --shard i/k, choose a smaller range of sizes or starts, or pass --yes to run it anyway";
  throw new KnightsTourError(
    `${options.what ?? "this sweep"} would walk about ${squares.toExponential(2)} ${unit}, about ${roughDuration(seconds)} on ${workers} at ${rate / 1e6} M ${unit}/s each (the limit without confirmation is ${limit.toExponential(0)} ${unit}): ${proceed}`
  );
}
function taskResult(task, counts) {
  const { failed, attempts, squares, verified, methods } = counts;
  for (let a = 0; a < attempts.length; a++) attempts[a] ??= 0;
  return {
    id: task.id,
    width: task.width,
    height: task.height,
    ...task.depth === void 0 ? {} : { depth: task.depth },
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
function formatSizes(sizes) {
  if (isSweep3d(sizes)) return formatSizes3d(sizes);
  const parts = [];
  let i = 0;
  while (i < sizes.length) {
    const s = sizes[i];
    if (s.width !== s.height) {
      parts.push(sizeLabel(s));
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < sizes.length && sizes[j + 1].width === sizes[j + 1].height && sizes[j + 1].width === sizes[j].width + 1) {
      j++;
    }
    parts.push(j > i ? `${s.width}-${sizes[j].width}` : String(s.width));
    i = j + 1;
  }
  return parts.join(",");
}
function formatSizes3d(sizes) {
  const parts = [];
  const same = (i2, w, h, d) => {
    const s = sizes[i2];
    return s !== void 0 && s.width === w && s.height === h && s.depth === d;
  };
  const span = (a, n) => n === 1 ? String(a) : `${a}-${a + n - 1}`;
  let i = 0;
  while (i < sizes.length) {
    const { width: w, height: h, depth: d = 1 } = sizes[i];
    let dn = 1;
    while (same(i + dn, w, h, d + dn)) dn++;
    const layer = (j, ww, hh) => {
      for (let k = 0; k < dn; k++) if (!same(j + k, ww, hh, d + k)) return false;
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
    const label = sizeLabel(r);
    const prev = perSize.get(label) ?? {
      size: label,
      width: r.width,
      height: r.height,
      ...r.depth === void 0 ? {} : { depth: r.depth },
      instances: 0,
      failures: 0
    };
    perSize.set(label, {
      ...prev,
      instances: prev.instances + r.instances,
      failures: prev.failures + r.failed.length
    });
    r.attempts.forEach((count2, a) => {
      if (a > 0 && count2 > 0) attempts[String(a)] = (attempts[String(a)] ?? 0) + count2;
    });
  }
  return {
    algorithm: spec.algorithm,
    ...spec.seed === void 0 ? {} : { seed: spec.seed },
    starts: spec.starts,
    sizes: formatSizes(spec.sizes),
    instances,
    failures: failed.length,
    failed,
    perSize: [...perSize.values()],
    attempts,
    verified,
    ...spec.algorithm === "auto" ? { methods } : {},
    tasksDone: sorted.length,
    tasksTotal,
    complete: sorted.length === tasksTotal
  };
}

// ../../packages/sweep/src/node/file.ts
var RESULT_FORMAT = "knights-tour-sweep/1";
function specOf(file) {
  return {
    algorithm: file.algorithm,
    sizes: parseSizes(file.sizes),
    starts: file.starts,
    ...file.seed === void 0 ? {} : { seed: file.seed }
  };
}
function describeSpec(spec) {
  return `${algorithmLabel(spec)} on sizes ${spec.sizes}, ${spec.starts} starts`;
}
function sameSweep(a, b) {
  return a.algorithm === b.algorithm && a.seed === b.seed && a.sizes === b.sizes && a.starts === b.starts;
}
function describeShard(shard) {
  return shard ? `shard ${shard.index}/${shard.count}` : "the whole plan";
}
var planCache;
function planOf(spec) {
  const key = `${spec.algorithm}|${spec.seed}|${spec.starts}|${formatSizes(spec.sizes)}`;
  if (planCache?.key !== key) planCache = { key, plan: planSweep(spec) };
  return planCache.plan;
}
function tasksOf(spec, shard) {
  const plan = planOf(spec);
  return shard ? plan.forShard(shard) : plan;
}
function formatResultFile(file) {
  return formatResultParts(
    file,
    file.results.map((r) => JSON.stringify(r))
  );
}
function formatResultParts(file, results) {
  const head = JSON.stringify({
    format: RESULT_FORMAT,
    algorithm: file.algorithm,
    ...file.seed === void 0 ? {} : { seed: file.seed },
    sizes: file.sizes,
    starts: file.starts,
    shard: file.shard ? { index: file.shard.index, count: file.shard.count } : null,
    verify: file.verify,
    tasksTotal: file.tasksTotal
  });
  const body = results.length === 0 ? "[]" : `[
${results.join(",\n")}
]`;
  return `${head.slice(0, -1)},"results":${body}}
`;
}
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var isCount = (v) => Number.isSafeInteger(v) && v >= 0;
function parseResultFile(text, name = "result file") {
  const bad = (why) => {
    throw new KnightsTourError(`${name}: ${why}`);
  };
  let data;
  try {
    data = JSON.parse(text);
  } catch (error2) {
    bad(`not JSON (${error2.message.split("\n")[0]})`);
  }
  if (!isObject(data)) return bad("not a sweep result file (expected a JSON object)");
  if (data.format !== RESULT_FORMAT) {
    return bad(
      `not a sweep result file (format is ${JSON.stringify(data.format) ?? "missing"}, expected '${RESULT_FORMAT}')`
    );
  }
  const { algorithm, seed, starts, sizes, shard, verify, tasksTotal, results } = data;
  if (typeof algorithm !== "string" || !SWEEP_ALGORITHMS.includes(algorithm)) {
    return bad(`unknown algorithm ${JSON.stringify(algorithm)}`);
  }
  const sweepAlgorithm = algorithm;
  if (seed !== void 0) {
    try {
      checkSeed(sweepAlgorithm, seed);
    } catch (error2) {
      return bad(error2.message);
    }
  }
  if (typeof starts !== "string" || !isSweepStartSet(starts)) {
    return bad(`unknown start set ${JSON.stringify(starts)}`);
  }
  if (typeof sizes !== "string") return bad('sizes must be a string such as "5-80"');
  let parsedSizes;
  try {
    parsedSizes = parseSizes(sizes);
  } catch (error2) {
    return bad(error2.message);
  }
  let parsedShard = null;
  if (shard !== null) {
    if (!isObject(shard) || !isCount(shard.index) || !isCount(shard.count) || shard.index < 1 || shard.index > shard.count) {
      return bad('shard must be null or {"index": i, "count": k} with 1 <= i <= k');
    }
    parsedShard = { index: shard.index, count: shard.count };
  }
  if (typeof verify !== "boolean") return bad("verify must be true or false");
  if (!Array.isArray(results)) return bad("results must be an array");
  const spec = {
    algorithm: sweepAlgorithm,
    sizes: parsedSizes,
    starts,
    ...seed === void 0 ? {} : { seed }
  };
  let mine;
  try {
    mine = tasksOf(spec, parsedShard);
  } catch (error2) {
    return bad(error2.message);
  }
  const is3d = isSweep3d(parsedSizes);
  if (tasksTotal !== mine.taskCount) {
    return bad(
      `tasksTotal is ${JSON.stringify(tasksTotal)} but ${describeShard(parsedShard)} of ${describeSpec({ algorithm, seed, sizes, starts })} has ${mine.taskCount} tasks`
    );
  }
  const seen = /* @__PURE__ */ new Set();
  const parsed2 = results.map((r, i) => {
    const where2 = `results[${i}]`;
    const result = parseTaskResult(r, where2, is3d, bad);
    const task = mine.includes(result.id) ? mine.task(result.id) : void 0;
    if (!task) {
      return bad(`${where2}: task ${result.id} is not in ${describeShard(parsedShard)}`);
    }
    if (task.width !== result.width || task.height !== result.height || task.depth !== result.depth || task.from !== result.from || task.to !== result.to) {
      return bad(`${where2}: task ${result.id} does not match the plan of this sweep`);
    }
    if (seen.has(result.id)) return bad(`${where2}: task ${result.id} appears twice`);
    seen.add(result.id);
    return result;
  });
  parsed2.sort((a, b) => a.id - b.id);
  return {
    format: RESULT_FORMAT,
    algorithm: sweepAlgorithm,
    ...seed === void 0 ? {} : { seed },
    sizes: formatSizes(parsedSizes),
    starts,
    shard: parsedShard,
    verify,
    tasksTotal,
    results: parsed2
  };
}
function parseTaskResult(r, where2, is3d, bad) {
  if (!isObject(r)) return bad(`${where2}: not an object`);
  for (const key of ["id", "width", "height", "from", "to", "instances", "squares", "verified"]) {
    if (!isCount(r[key])) return bad(`${where2}: ${key} must be a whole number`);
  }
  if (is3d ? !isCount(r.depth) : r.depth !== void 0) {
    return bad(
      `${where2}: depth must be ${is3d ? "a whole number (a 3-D sweep)" : "absent (a 2-D sweep)"}`
    );
  }
  const depth = r.depth;
  const n = r;
  if (n.instances !== n.to - n.from) return bad(`${where2}: instances must be to - from`);
  if (!Array.isArray(r.attempts) || !r.attempts.every(isCount) || (r.attempts[0] ?? 0) !== 0) {
    return bad(`${where2}: attempts must be an array of counts with attempts[0] = 0`);
  }
  if (!Array.isArray(r.failed)) return bad(`${where2}: failed must be an array`);
  const failed = r.failed.map((f, j) => {
    const at = `${where2}.failed[${j}]`;
    if (!isObject(f)) return bad(`${at}: not an object`);
    for (const key of ["width", "height", "reached", "attempts"]) {
      if (!isCount(f[key])) return bad(`${at}: ${key} must be a whole number`);
    }
    const start = f.start;
    const sides = is3d ? 3 : 2;
    if (!Array.isArray(start) || start.length !== sides || !start.every(isCount)) {
      return bad(`${at}: start must be ${is3d ? "[x, y, z]" : "[x, y]"}`);
    }
    if (f.width !== n.width || f.height !== n.height || f.depth !== depth) {
      const board = [f.width, f.height, ...f.depth === void 0 ? [] : [f.depth]];
      return bad(`${at}: board ${board.map(String).join("x")} is not the task's board`);
    }
    if (f.problem !== void 0 && typeof f.problem !== "string") {
      return bad(`${at}: problem must be a string`);
    }
    return {
      width: f.width,
      height: f.height,
      ...depth === void 0 ? {} : { depth },
      start: is3d ? [start[0], start[1], start[2]] : [start[0], start[1]],
      reached: f.reached,
      attempts: f.attempts,
      ...typeof f.problem === "string" ? { problem: f.problem } : {}
    };
  });
  const attempts = r.attempts;
  const complete = attempts.reduce((a, b) => a + b, 0);
  if (complete + failed.length !== n.instances) {
    return bad(`${where2}: complete (${complete}) plus failed (${failed.length}) is not instances`);
  }
  let methods;
  if (r.methods !== void 0) {
    const m = r.methods;
    if (!isObject(m) || !Object.entries(m).every(([k, v]) => AUTO_METHODS.includes(k) && isCount(v))) {
      return bad(`${where2}: methods must map auto's methods to counts`);
    }
    if (Object.values(m).reduce((a, b) => a + b, 0) !== n.instances) {
      return bad(`${where2}: methods must add up to instances`);
    }
    methods = m;
  }
  return taskResult(
    { id: n.id, width: n.width, height: n.height, depth, from: n.from, to: n.to },
    { failed, attempts, squares: r.squares, verified: r.verified, methods }
  );
}

// ../../packages/sweep/src/node/merge.ts
function mergeResultFiles(files, names = files.map((_, i) => `file ${i + 1}`)) {
  const first = files[0];
  if (!first) throw new KnightsTourError("no result files to merge");
  const nameOf = (i) => names[i] ?? `file ${i + 1}`;
  const shardOf = (f) => f.shard ?? { index: 1, count: 1 };
  const byShard = /* @__PURE__ */ new Map();
  files.forEach((f, i) => {
    if (f.format !== RESULT_FORMAT) {
      throw new KnightsTourError(`${nameOf(i)}: not a sweep result file`);
    }
    const dimensions = (g) => isSweep3d(specOf(g).sizes) ? "3-D" : "2-D";
    if (dimensions(f) !== dimensions(first)) {
      throw new KnightsTourError(
        `mismatched sweeps: ${nameOf(0)} is a ${dimensions(first)} sweep (sizes ${first.sizes}) but ${nameOf(i)} is a ${dimensions(f)} sweep (sizes ${f.sizes}); 2-D and 3-D results never merge`
      );
    }
    if (!sameSweep(f, first) || f.verify !== first.verify) {
      const what = (g) => `${describeSpec(g)}${g.verify ? ", verified" : ", not verified"}`;
      throw new KnightsTourError(
        `mismatched sweeps: ${nameOf(0)} is ${what(first)} but ${nameOf(i)} is ${what(f)}`
      );
    }
    const shard = shardOf(f);
    if (shard.count !== shardOf(first).count) {
      throw new KnightsTourError(
        `mismatched shards: ${nameOf(0)} is ${describeShard(first.shard)} but ${nameOf(i)} is ${describeShard(f.shard)}`
      );
    }
    const twin = byShard.get(shard.index);
    if (twin !== void 0) {
      throw new KnightsTourError(
        `overlapping shards: ${nameOf(twin)} and ${nameOf(i)} both cover ${describeShard(f.shard)}`
      );
    }
    byShard.set(shard.index, i);
  });
  const spec = specOf(first);
  const plan = planOf(spec);
  const owner = /* @__PURE__ */ new Map();
  const results = [];
  files.forEach((f, i) => {
    const mine = tasksOf(spec, f.shard);
    for (const r of f.results) {
      if (!mine.includes(r.id)) {
        throw new KnightsTourError(
          `${nameOf(i)}: task ${r.id} is not in ${describeShard(f.shard)} of this sweep`
        );
      }
      const other = owner.get(r.id);
      if (other !== void 0) {
        throw new KnightsTourError(
          `overlapping results: ${nameOf(other)} and ${nameOf(i)} both contain task ${r.id}`
        );
      }
      owner.set(r.id, i);
      results.push(r);
    }
  });
  results.sort((a, b) => a.id - b.id);
  const count2 = shardOf(first).count;
  const missing = [];
  for (let index = 1; index <= count2; index++) {
    if (!byShard.has(index)) missing.push({ index, count: count2 });
  }
  const file = {
    format: RESULT_FORMAT,
    algorithm: first.algorithm,
    ...first.seed === void 0 ? {} : { seed: first.seed },
    sizes: first.sizes,
    starts: first.starts,
    shard: null,
    verify: first.verify,
    tasksTotal: plan.taskCount,
    results
  };
  return { summary: summarize(spec, results, plan.taskCount), file, missing };
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
  return `${Math.floor(fraction * 100)}% (${p.instancesDone.toLocaleString("en-US")} of ${p.instancesTotal.toLocaleString("en-US")} instances), ${(rate / 1e6).toFixed(1)} M squares/s${left}`;
}

// ../../packages/sweep/src/node/run.ts
import {
  closeSync as closeSync2,
  existsSync as existsSync4,
  openSync as openSync2,
  readFileSync,
  realpathSync as realpathSync2,
  rmSync as rmSync2,
  statSync as statSync2,
  writeSync as writeSync2
} from "node:fs";
import { availableParallelism } from "node:os";
import { resolve as resolve2 } from "node:path";

// ../../packages/sweep/src/node/pool.ts
import { existsSync as existsSync3 } from "node:fs";
import { createRequire } from "node:module";
import { join as join2 } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
var BATCH_SQUARES = 1 << 20;
function defaultWorker() {
  const here = import.meta.url;
  if (typeof here === "string") {
    if (here.endsWith(".ts")) return new URL("../../dist/node/worker.js", here);
    const beside = new URL("./worker.js", here);
    if (beside.protocol !== "file:" || existsSync3(fileURLToPath(beside))) return beside;
  }
  try {
    return createRequire(join2(process.cwd(), "index.js")).resolve("@knights-tour/sweep/worker");
  } catch {
    throw new KnightsTourError(
      `cannot find the sweep worker script: @knights-tour/sweep was bundled without it; bundle '@knights-tour/sweep/worker' as an entry point of its own and pass its location as the worker option (a URL or a path)`
    );
  }
}
function runPool(options) {
  const { spec, verify, tasks, taskCount, signal, onResult } = options;
  if (signal?.aborted) return Promise.resolve(true);
  if (taskCount === 0) return Promise.resolve(false);
  const count2 = Math.max(1, Math.min(options.workers, taskCount));
  const init = { spec, verify };
  const script = options.worker ?? defaultWorker();
  const workers = [];
  let ahead = tasks.next();
  let received = 0;
  let settled = false;
  return new Promise((resolve7, reject) => {
    const finish = (interrupted, error2) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      Promise.all(workers.map((w) => w.terminate())).then(
        () => error2 === void 0 ? resolve7(interrupted) : reject(error2),
        () => error2 === void 0 ? resolve7(interrupted) : reject(error2)
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
    for (let i = 0; i < count2; i++) {
      const worker = new Worker(script, { workerData: init });
      const pending = { n: 0 };
      workers.push(worker);
      worker.on("message", (message) => {
        if (settled) return;
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
  const { spec, out, signal, onProgress } = options;
  const shard = options.shard ?? null;
  const verify = options.verify ?? false;
  const workers = options.workers ?? availableParallelism();
  if (!Number.isSafeInteger(workers) || workers < 1) {
    throw new KnightsTourError(`workers must be a positive integer, got ${String(workers)}`);
  }
  if (spec.sizes.length === 0) throw new KnightsTourError("a sweep needs at least one board size");
  if (options.resume && !out) throw new KnightsTourError("resume needs the results file (out)");
  const mine = tasksOf(spec, shard);
  const head = {
    format: RESULT_FORMAT,
    algorithm: spec.algorithm,
    ...spec.seed === void 0 ? {} : { seed: spec.seed },
    sizes: formatSizes(spec.sizes),
    starts: spec.starts,
    shard: shard ? { index: shard.index, count: shard.count } : null,
    verify,
    tasksTotal: mine.taskCount
  };
  if (out) checkOutputPath(out);
  const release = out ? lockResults(out) : () => {
  };
  try {
    const done = /* @__PURE__ */ new Map();
    if (options.resume && out && existsSync4(out)) {
      for (const result of resumable(out, head)) {
        done.set(result.id, { result, json: JSON.stringify(result) });
      }
    }
    const checkpoints = out !== void 0 && (options.resume === true || !existsSync4(out));
    const results = () => [...done.values()].sort((a, b) => a.result.id - b.result.id);
    const save = () => {
      if (out)
        writeFileAtomicSync(
          out,
          formatResultParts(
            head,
            results().map((d) => d.json)
          )
        );
    };
    let saved = Date.now();
    const started = Date.now();
    const costOf = (r) => (r.to - r.from) * boardCells(r);
    let instancesDone = 0;
    let workDone = 0;
    for (const { result } of done.values()) {
      instancesDone += result.instances;
      workDone += costOf(result);
    }
    let squares = 0;
    const todo = function* () {
      for (const task of mine.tasks()) if (!done.has(task.id)) yield task;
    };
    let interrupted = false;
    let ended = false;
    try {
      interrupted = await runPool({
        spec,
        verify,
        tasks: todo(),
        taskCount: mine.taskCount - done.size,
        worker: options.worker,
        workers,
        signal,
        onResult(result) {
          done.set(result.id, { result, json: JSON.stringify(result) });
          instancesDone += result.instances;
          workDone += costOf(result);
          squares += result.squares;
          if (checkpoints && Date.now() - saved >= SAVE_INTERVAL_MS) {
            save();
            saved = Date.now();
          }
          onProgress?.({
            tasksDone: done.size,
            tasksTotal: mine.taskCount,
            instancesDone,
            instancesTotal: mine.instances,
            squares,
            elapsedMs: Date.now() - started,
            workDone,
            workTotal: mine.work
          });
        }
      });
      ended = true;
    } finally {
      interrupted &&= done.size < mine.taskCount;
      if (checkpoints || ended && !interrupted) save();
    }
    const list = results().map((d) => d.result);
    return {
      summary: summarize(spec, list, mine.taskCount),
      file: { ...head, results: list },
      interrupted,
      saved: out !== void 0 && (checkpoints || !interrupted)
    };
  } finally {
    release();
  }
}
function resumable(out, head) {
  let text;
  try {
    text = readFileSync(out, "utf8");
  } catch (error2) {
    throw new KnightsTourError(`cannot resume from ${out}: ${error2.message}`);
  }
  const file = parseResultFile(text, out);
  if (!sameSweep(file, head)) {
    throw new KnightsTourError(
      `cannot resume: ${out} holds a sweep of ${describeSpec(file)}, not ${describeSpec(head)}`
    );
  }
  if (file.shard?.index !== head.shard?.index || file.shard?.count !== head.shard?.count) {
    throw new KnightsTourError(
      `cannot resume: ${out} holds ${describeShard(file.shard)}, not ${describeShard(head.shard)}`
    );
  }
  if (file.verify !== head.verify) {
    throw new KnightsTourError(
      `cannot resume: ${out} was run ${file.verify ? "with" : "without"} verification, this sweep ${head.verify ? "with" : "without"}`
    );
  }
  return file.results;
}
function lockResults(out) {
  let target = resolve2(out);
  try {
    target = realpathSync2(target);
  } catch {
  }
  if (existsSync4(target) && !statSync2(target).isFile()) return () => {
  };
  const lock = `${target}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd;
    try {
      fd = openSync2(lock, "wx");
    } catch (error2) {
      if (error2.code !== "EEXIST") {
        const why = error2.message;
        throw new KnightsTourError(
          `cannot lock ${out} (${lock}): ${/^[A-Z]+: ([^,]+)/.exec(why)?.[1] ?? why}`
        );
      }
      let holder = Number.NaN;
      try {
        holder = Number.parseInt(readFileSync(lock, "utf8"), 10);
      } catch {
      }
      if (!Number.isSafeInteger(holder) || processAlive(holder)) {
        throw new KnightsTourError(
          `${out} is being written by another sweep${Number.isSafeInteger(holder) ? ` (process ${holder})` : ""}: wait for it to finish or choose another --out (remove ${lock} if no sweep runs)`
        );
      }
      rmSync2(lock, { force: true });
      continue;
    }
    writeSync2(fd, `${process.pid}
`);
    closeSync2(fd);
    const release = () => {
      process.off("exit", release);
      rmSync2(lock, { force: true });
    };
    process.on("exit", release);
    return release;
  }
  throw new KnightsTourError(`cannot lock ${out}: ${lock} keeps reappearing`);
}
function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error2) {
    return error2.code === "EPERM";
  }
}

// ../../packages/verify/src/formats/reading.ts
var INPUT_FORMATS = ["json", "csv", "text", "algebraic", "pairs", "indices"];
function describeReading(reading) {
  const skipped = reading.skipped.length;
  return [
    `${reading.format} (${reading.style})`,
    `origin ${reading.origin}`,
    `order ${reading.order}`,
    `size ${reading.width}x${reading.height} (${reading.sizeFrom})`,
    ...reading.twice ? ["printed twice, both agree"] : [],
    ...skipped > 0 ? [
      `${skipped} line${skipped === 1 ? "" : "s"} skipped (${reading.skipped.map((s) => s.line).join(", ")})`
    ] : []
  ].join(", ");
}
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
  constructor(message) {
    super(`ambiguous: ${message}`);
    Object.defineProperty(this, "name", { value: "AmbiguousReadingError" });
  }
};
function quote2(text, max = 40) {
  const one = text.replace(/[ \t\r\n]+/g, " ").trim();
  const cut = one.length > max ? `${one.slice(0, max - 1)}…` : one;
  return `'${escapeControls2(cut)}'`;
}
function escapeControls2(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 256 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
function parseBoardSize2(size) {
  let width;
  let height;
  if (typeof size === "string") {
    const m = /^\s*(\d+)\s*(?:[xX×*]\s*(\d+))?\s*$/.exec(size);
    if (!m) throw new TourFormatError(`size must be WxH or N, got ${quote2(size)}`);
    width = Number(m[1]);
    height = m[2] === void 0 ? width : Number(m[2]);
  } else {
    ({ width, height } = size);
  }
  checkBoardSize(width, height);
  return { width, height };
}
function checkBoardSize(width, height, line) {
  for (const [name, v] of [
    ["width", width],
    ["height", height]
  ]) {
    if (!Number.isInteger(v) || v < 1) {
      throw new TourFormatError(`${name} must be a positive integer, got ${String(v)}`, line);
    }
    if (v > MAX_SIDE) {
      throw new TourFormatError(`${name} ${v} is larger than the maximum side ${MAX_SIDE}`, line);
    }
  }
  if (width * height > MAX_SQUARES) {
    throw new TourFormatError(
      `board ${width}x${height} has ${width * height} squares, more than the limit ${MAX_SQUARES}`,
      line
    );
  }
}
function fixedReading(options = {}) {
  const format = options.inputFormat ?? options.format;
  if (format !== void 0 && !INPUT_FORMATS.includes(format)) {
    throw new TourFormatError(
      `unknown input format ${quote2(String(format))} (expected one of ${INPUT_FORMATS.join(", ")})`
    );
  }
  if (options.origin !== void 0 && options.origin !== 0 && options.origin !== 1) {
    throw new TourFormatError(`origin must be 0 or 1, got ${quote2(String(options.origin))}`);
  }
  if (options.order !== void 0 && options.order !== "xy" && options.order !== "rc") {
    throw new TourFormatError(`order must be xy or rc, got ${quote2(String(options.order))}`);
  }
  return {
    ...format !== void 0 ? { format } : {},
    ...options.origin !== void 0 ? { origin: options.origin } : {},
    ...options.order !== void 0 ? { order: options.order } : {},
    ...options.size !== void 0 ? { size: parseBoardSize2(options.size) } : {}
  };
}
function describePlace(line, column) {
  if (line <= 0) return "";
  return column > 0 ? ` (line ${line}, col ${column})` : ` (line ${line})`;
}

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
var SQUARE = /^N?([a-zA-Z]{1,3})(\d{1,6})$/;
var NOISE = /^(?:move|moves|nr|no|knight|step|to|from|#)\.?:?$/i;
var NUMBERING = /^#?\d+[.:)]+$/;
var SEPARATOR = /^(?:-+>?|=>|→|–|—|,|;|\|)$/;
function readAlgebraicLine(line) {
  const out = [];
  const token = /[^\s,;]+/g;
  for (let m = token.exec(line); m !== null; m = token.exec(line)) {
    let text = m[0];
    let start = m.index;
    const parts = text.split(/(->|=>|→)/);
    if (parts.length > 1) {
      let offset = 0;
      for (const part of parts) {
        if (part !== "" && !SEPARATOR.test(part)) {
          const sq3 = square(part, start + offset);
          if (!sq3) return void 0;
          out.push(sq3);
        }
        offset += part.length;
      }
      continue;
    }
    const glued = /^(#?\d+[.:)]+|nr\.\d+:?)([A-Za-z].*)$/i.exec(text);
    if (glued) {
      start += glued[1].length;
      text = glued[2];
    }
    if (NUMBERING.test(text) || NOISE.test(text) || SEPARATOR.test(text) || /^nr\.\d+:?$/i.test(text)) {
      continue;
    }
    const sq2 = square(text, start);
    if (!sq2) return void 0;
    out.push(sq2);
  }
  return out.length > 0 ? out : void 0;
}
function square(text, start) {
  const body = text.length > 2 && text[0] === "N" && /[a-z]/.test(text[1]) ? text.slice(1) : text;
  const m = SQUARE.exec(body);
  if (!m) return void 0;
  const letters = m[1];
  if (letters !== letters.toLowerCase() && letters !== letters.toUpperCase()) return void 0;
  return {
    file: fileIndex(letters),
    rank: Number(m[2]),
    column: start + (text.length - body.length) + 1
  };
}

// ../../packages/verify/src/formats/indices.ts
function indicesSize(fixed, count2, where2) {
  if (fixed.size) return fixed.size;
  throw new AmbiguousReadingError(
    `${where2} holds ${count2} linear square indices, which fit any board of ${count2} squares (${count2}x1, 1x${count2}${Number.isInteger(Math.sqrt(count2)) ? `, ${Math.sqrt(count2)}x${Math.sqrt(count2)}` : ""} …): give --size WxH`
  );
}
function indicesOrigin(fixed, min) {
  return fixed.origin ?? (min <= 0 ? 0 : 1);
}
function indexNotation(width, origin) {
  return (x, y) => `index ${y * width + x + origin}`;
}
function indexSquare(v, width, height, origin) {
  const s = v - origin;
  if (s < 0 || s >= width * height) return [s < 0 ? -1 : width, Math.floor(s / width)];
  const x = s % width;
  return [x, (s - x) / width];
}

// ../../packages/verify/src/formats/sink.ts
var Entries = class _Entries {
  static NONE = -2147483648;
  /** Beyond this many entries the reading must be given (`--size` …) so the file streams. */
  static LIMIT = 2 ** 25;
  a = new Int32Array(256);
  b = new Int32Array(256);
  line = new Int32Array(256);
  column = new Int32Array(256);
  size = 0;
  notes = /* @__PURE__ */ new Map();
  minA = Infinity;
  maxA = -Infinity;
  minB = Infinity;
  maxB = -Infinity;
  grow() {
    if (this.size >= _Entries.LIMIT) {
      throw new TourFormatError(
        `more than ${_Entries.LIMIT} entries and the reading is not known: give --size WxH (and --origin, --order) so the file is checked as it streams`
      );
    }
    const n = this.a.length * 2;
    for (const key of ["a", "b", "line", "column"]) {
      const next = new Int32Array(n);
      next.set(this[key]);
      this[key] = next;
    }
  }
  push(a, b, line, column) {
    if (this.size === this.a.length) this.grow();
    const i = this.size++;
    const ca = Math.min(2147483647, Math.max(-2147483647, a));
    const cb = Math.min(2147483647, Math.max(-2147483647, b));
    this.a[i] = ca;
    this.b[i] = cb;
    this.line[i] = line;
    this.column[i] = column;
    if (ca < this.minA) this.minA = ca;
    if (ca > this.maxA) this.maxA = ca;
    if (cb < this.minB) this.minB = cb;
    if (cb > this.maxB) this.maxB = cb;
  }
  bad(why, line, column) {
    if (this.size === this.a.length) this.grow();
    const i = this.size++;
    this.a[i] = _Entries.NONE;
    this.line[i] = line;
    this.column[i] = column;
    if (this.notes.size < 1e3) this.notes.set(i, why);
  }
  isBad(i) {
    return this.a[i] === _Entries.NONE;
  }
  /** Replays the entries into a sink, mapping raw values to 0-based squares. */
  replay(sink, square2) {
    for (let i = 0; i < this.size; i++) {
      const line = this.line[i];
      const column = this.column[i];
      if (this.a[i] === _Entries.NONE) {
        sink.malformed(this.notes.get(i) ?? "malformed entry", line, column);
      } else {
        const [x, y] = square2(this.a[i], this.b[i]);
        sink.visit(x, y, line, column);
      }
    }
  }
};
var RecordingSink = class _RecordingSink {
  constructor(next) {
    this.next = next;
  }
  next;
  static LIMIT = 2 ** 22;
  xs = [];
  ys = [];
  lines = [];
  overflow = false;
  reading;
  begin(reading, notation, claims) {
    this.reading = reading;
    this.next?.begin(reading, notation, claims);
  }
  visit(x, y, line, column) {
    this.keep(x, y, line);
    this.next?.visit(x, y, line, column);
  }
  malformed(why, line, column) {
    this.keep(Number.NaN, Number.NaN, line);
    this.next?.malformed(why, line, column);
  }
  keep(x, y, line) {
    if (this.xs.length >= _RecordingSink.LIMIT) {
      this.overflow = true;
      return;
    }
    this.xs.push(x);
    this.ys.push(y);
    this.lines.push(line);
  }
};

// ../../packages/verify/src/formats/json.ts
var MAX_DEPTH = 512;
var MAX_RUN = 64 * 1024 * 1024;
var JsonTourReader = class {
  constructor(sink, fixed) {
    this.sink = sink;
    this.fixed = fixed;
  }
  sink;
  fixed;
  line = 1;
  column = 0;
  // Token being read (may span chunks).
  tok = 0 /* None */;
  text = "";
  textLength = 0;
  escape = false;
  tokLine = 0;
  tokColumn = 0;
  run = 0;
  // Container stack: 1 = array, 2 = object; plus whether the next string in an object is a key.
  stack = new Uint8Array(MAX_DEPTH + 1);
  depth = 0;
  expectKey = false;
  /** A value was just completed in the current container (a ',' or the close must follow). */
  afterValue = false;
  needColon = false;
  needValue = false;
  lastComma = false;
  sawObject = false;
  key = "";
  rootDone = false;
  rootKind;
  tail = [];
  tailText = "";
  // Document fields.
  width;
  height;
  claims = {};
  startValues;
  /** Depth of the path array (1 for a bare array, 2 in a document); 0 when not in one. */
  pathDepth = 0;
  sawPath = false;
  kind;
  order;
  // The entry being read.
  slot = 0 /* Out */;
  entryLine = 0;
  entryColumn = 0;
  values = [];
  keys = [];
  why = "";
  entries = new Entries();
  /** Streaming straight into the sink (document with its size first). */
  streaming = false;
  steps = 0;
  push(chunk) {
    const n = chunk.length;
    for (let i = 0; i < n; i++) {
      const c = chunk.charCodeAt(i);
      if (c === 10) {
        this.line++;
        this.column = 0;
      } else this.column++;
      if (this.tok === 1 /* String */) {
        this.stringChar(c);
        continue;
      }
      if (this.tok === 2 /* Number */ && this.plain && c >= 48 && c <= 57) {
        this.numValue = this.numValue * 10 + (c - 48);
        if (++this.digits > 15) this.unplain();
        continue;
      }
      if (this.tok === 2 /* Number */ || this.tok === 3 /* Literal */) {
        if (c >= 48 && c <= 57 || c === 45 || c === 43 || c === 46 || (c | 32) === 101 || c >= 97 && c <= 122) {
          if (this.tok === 2 /* Number */ && this.plain) this.unplain();
          if (this.text.length < 40) this.text += String.fromCharCode(c);
          else if (++this.textLength > 400)
            this.fail(`a number or word longer than 400 characters`);
          continue;
        }
        this.endScalar();
      }
      if (this.rootDone) {
        this.tailChar(c);
        continue;
      }
      if (c === 32 || c === 10 || c === 13 || c === 9) {
        if (++this.run > MAX_RUN) this.fail("more than 64 MiB of whitespace");
        continue;
      }
      this.run = 0;
      switch (c) {
        case 123:
          this.open(2);
          break;
        case 91:
          this.open(1);
          break;
        case 125:
        // }
        case 93:
          this.close(c === 93 ? 1 : 2);
          break;
        case 58:
          if (!this.needColon) this.fail(`unexpected ':'`);
          this.needColon = false;
          this.needValue = true;
          break;
        case 44:
          if (this.depth === 0 || !this.afterValue) this.fail(`unexpected ','`);
          this.afterValue = false;
          this.lastComma = true;
          if (this.stack[this.depth] === 2) this.expectKey = true;
          break;
        case 34:
          this.tok = 1 /* String */;
          this.text = "";
          this.textLength = 0;
          this.tokLine = this.line;
          this.tokColumn = this.column;
          break;
        default:
          if (c >= 48 && c <= 57 || c === 45) {
            this.tok = 2 /* Number */;
            this.plain = true;
            this.negative = c === 45;
            this.numValue = c === 45 ? 0 : c - 48;
            this.digits = c === 45 ? 0 : 1;
            this.tokLine = this.line;
            this.tokColumn = this.column;
            break;
          } else if (c === 116 || c === 102 || c === 110) {
            this.tok = 3 /* Literal */;
          } else {
            this.fail(`unexpected ${quote2(String.fromCharCode(c))}`);
          }
          this.text = String.fromCharCode(c);
          this.textLength = 0;
          this.tokLine = this.line;
          this.tokColumn = this.column;
      }
    }
  }
  fail(message, line = this.line, column = this.column) {
    throw new TourFormatError(`invalid JSON: ${message}`, line, column);
  }
  stringChar(c) {
    if (this.escape) {
      this.escape = false;
    } else if (c === 92) {
      this.escape = true;
      return;
    } else if (c === 34) {
      this.tok = 0 /* None */;
      this.scalar("string");
      return;
    } else if (c < 32) {
      this.fail("control character in a string");
    }
    if (this.text.length < 64) this.text += String.fromCharCode(c);
    else if (++this.textLength > MAX_RUN) this.fail("a string longer than 64 MiB");
  }
  tailChar(c) {
    if (c === 10) {
      const t = this.tailText.trim();
      if (t !== "") this.tailLine(t);
      this.tailText = "";
    } else if (this.tailText.length < 200) this.tailText += String.fromCharCode(c);
  }
  tailLine(t) {
    if (/^[[{]/.test(t)) this.fail("a second JSON value after the end of the document");
    this.tail.push({ line: this.line - 1, text: t });
    if (this.tail.length > 1e3) this.fail("more than 1000 lines after the end of the document");
  }
  plain = false;
  lastNumber = 0;
  negative = false;
  numValue = 0;
  digits = 0;
  /** The number is more than digits (a point, an exponent, very long): keep it as text from here. */
  unplain() {
    this.plain = false;
    this.text = `${this.negative ? "-" : ""}${this.digits > 0 ? String(this.numValue) : ""}`;
    this.textLength = 0;
  }
  endScalar() {
    if (this.tok === 2 /* Number */ && this.plain) {
      this.tok = 0 /* None */;
      if (this.digits === 0) this.fail(`'-' is not a number`, this.tokLine, this.tokColumn);
      if (this.digits > 1 && this.numValue < 10 ** (this.digits - 1)) {
        this.fail("a number with a leading zero", this.tokLine, this.tokColumn);
      }
      this.lastNumber = this.negative ? -this.numValue : this.numValue;
      this.text = String(this.lastNumber);
      this.scalar("number");
      return;
    }
    const text = this.text;
    const kind = this.tok;
    this.tok = 0 /* None */;
    if (kind === 3 /* Literal */) {
      if (text !== "true" && text !== "false" && text !== "null") {
        this.fail(`unexpected ${quote2(text)}, expected a value`, this.tokLine, this.tokColumn);
      }
      this.scalar("literal");
    } else {
      if (!/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(text) || this.textLength > 0) {
        this.fail(`${quote2(text)} is not a number`, this.tokLine, this.tokColumn);
      }
      this.lastNumber = Number(text);
      this.scalar("number");
    }
  }
  open(type) {
    this.beforeValue();
    if (this.depth >= MAX_DEPTH) this.fail(`nesting deeper than ${MAX_DEPTH} levels`);
    const parentDepth = this.depth;
    this.depth++;
    this.stack[this.depth] = type;
    this.expectKey = type === 2;
    this.afterValue = false;
    this.lastComma = false;
    if (parentDepth === 0) {
      this.rootKind = type === 2 ? "object" : "array";
      if (type === 1) this.startPath(1);
      return;
    }
    if (this.pathDepth > 0 && parentDepth === this.pathDepth) {
      this.entryLine = this.line;
      this.entryColumn = this.column;
      this.values = [];
      if (type === 2) this.keys = [];
      this.slot = type === 1 ? 1 /* Array */ : 2 /* Object */;
      if (!this.entryKind("pair"))
        this.skipEntry(
          `an entry that is not ${this.kind === "index" ? "a square index" : "an algebraic square"} like the first`
        );
      return;
    }
    if (this.pathDepth > 0 && parentDepth > this.pathDepth && this.slot !== 3 /* Skip */) {
      this.skipEntry("a nested entry");
      return;
    }
    if (this.depth === 2 && this.rootKind === "object") {
      if (this.key === "path" || this.key === "squares" || this.key === "tour" || this.key === "moves") {
        if (type === 1) {
          if (this.sawPath) this.fail(`a second path ('${this.key}')`);
          this.startPath(2);
          return;
        }
        this.fail(`'${this.key}' must be an array, got an object`);
      }
      if (this.key === "start" && type === 1) this.startValues = [];
    }
  }
  close(type) {
    if (this.tok !== 0 /* None */) this.endScalar();
    if (this.depth === 0 || this.stack[this.depth] !== type || this.lastComma || this.needColon || this.needValue) {
      this.fail(`unexpected '${type === 1 ? "]" : "}"}'`);
    }
    const closing = this.depth;
    this.depth--;
    this.expectKey = false;
    this.afterValue = true;
    if (this.pathDepth > 0 && closing === this.pathDepth + 1) this.endEntry();
    else if (closing === this.pathDepth) this.pathDepth = 0;
    if (closing === 2 && this.key === "start" && this.startValues) {
      const v = this.startValues;
      if (v.length === 2 && v.every(Number.isInteger)) this.claims.start = [v[0], v[1]];
      this.startValues = void 0;
    }
    if (this.depth === 0) this.rootDone = true;
  }
  /** A value is about to start: in an object that means a key was given. */
  beforeValue(line = this.line, column = this.column) {
    if (this.rootDone) this.fail("a second JSON value after the end of the document", line, column);
    if (this.depth > 0 && this.stack[this.depth] === 2 && this.expectKey) {
      this.fail("expected a property name in quotes", line, column);
    }
    if (this.afterValue) this.fail("expected ',' between values", line, column);
    if (this.needColon) this.fail("expected ':' after the property name", line, column);
    this.lastComma = false;
    this.needValue = false;
  }
  startPath(depth) {
    this.pathDepth = depth;
    this.sawPath = true;
    if (depth === 2 && this.width !== void 0 && this.height !== void 0 && (this.key === "path" || this.key === "tour" || this.key === "moves")) {
      const size = this.fixed.size ?? { width: this.width, height: this.height };
      this.streaming = true;
      this.sink.begin(
        this.reading("pair", size, this.fixed.origin ?? 0, this.fixed.order ?? "xy", "document"),
        void 0,
        this.claims
      );
    }
  }
  reading(kind, size, origin, order, sizeFrom) {
    const style = this.rootKind === "object" ? "tour document" : kind === "pair" ? `array of ${this.sawObject ? this.order === "rc" ? "{row, col} objects" : "{x, y} objects" : "[x, y] pairs"}` : kind === "index" ? "array of square indices" : "array of algebraic squares";
    return {
      format: "json",
      style,
      origin,
      order,
      width: size.width,
      height: size.height,
      sizeFrom,
      skipped: []
    };
  }
  entryKind(kind) {
    if (this.kind === void 0) this.kind = kind;
    return this.kind === kind;
  }
  skipEntry(why) {
    if (this.slot !== 3 /* Skip */) this.why = why;
    this.slot = 3 /* Skip */;
  }
  scalar(type) {
    const text = this.text;
    if (this.depth > 0 && this.stack[this.depth] === 2 && this.expectKey) {
      if (type !== "string")
        this.fail("expected a property name in quotes", this.tokLine, this.tokColumn);
      this.expectKey = false;
      this.needColon = true;
      this.lastComma = false;
      if (this.depth === 1) this.key = text;
      else if (this.slot === 2 /* Object */ && this.depth === this.pathDepth + 1)
        this.keys.push(text.toLowerCase());
      return;
    }
    this.beforeValue(this.tokLine, this.tokColumn);
    this.afterValue = true;
    if (this.depth === 0) {
      this.rootDone = true;
      this.fail(
        `a tour must be a JSON object or array, got ${quote2(text)}`,
        this.tokLine,
        this.tokColumn
      );
    }
    if (this.pathDepth > 0 && this.depth === this.pathDepth) {
      this.entryLine = this.tokLine;
      this.entryColumn = this.tokColumn;
      if (type === "number") {
        if (this.entryKind("index")) this.indexEntry(text);
        else this.malformedHere(`${quote2(text)} where [x, y] was expected`);
      } else if (type === "string" && /^[a-zA-Z]{1,3}\d{1,6}$/.test(text) && this.entryKind("algebraic")) {
        const m = /^([a-zA-Z]+)(\d+)$/.exec(text);
        this.entries.push(fileIndex(m[1]), Number(m[2]), this.tokLine, this.tokColumn);
      } else {
        this.malformedHere(
          `${type === "string" ? quote2(`"${text}"`) : quote2(text)} is not a square`
        );
      }
      return;
    }
    if (this.pathDepth > 0 && this.depth === this.pathDepth + 1) {
      if (this.slot === 3 /* Skip */) return;
      if (type !== "number") {
        this.skipEntry(`${quote2(type === "string" ? `"${text}"` : text)} is not a coordinate`);
        return;
      }
      const v = this.lastNumber;
      if (!Number.isInteger(v)) {
        this.skipEntry(`${quote2(text)} is not an integer`);
        return;
      }
      this.values.push(v);
      return;
    }
    if (this.pathDepth > 0) return;
    if (this.depth === 1 && this.rootKind === "object") {
      const key = this.key;
      if (key === "width" || key === "height") {
        const v = this.lastNumber;
        if (type !== "number" || !Number.isInteger(v) || v < 1) {
          this.fail(
            `'${key}' must be a positive integer, got ${quote2(type === "string" ? `"${text}"` : text)}`,
            this.tokLine,
            this.tokColumn
          );
        }
        if (this.sawPath && this.streaming) this.fail(`'${key}' after the path`);
        this[key] = v;
      } else if (key === "format" && type === "string") this.claims.format = text;
      else if ((key === "complete" || key === "closed") && type === "literal" && text !== "null") {
        this.claims[key] = text === "true";
      } else if (key === "path" || key === "squares" || key === "tour" || key === "moves") {
        this.fail(
          `'${key}' must be an array of [x, y] squares, got ${quote2(text)}`,
          this.tokLine,
          this.tokColumn
        );
      }
    } else if (this.depth === 2 && this.startValues && type === "number") {
      this.startValues.push(Number(text));
    }
  }
  indexEntry(text) {
    const v = this.lastNumber;
    if (!Number.isInteger(v)) {
      this.malformedHere(`${quote2(text)} is not an integer`);
      return;
    }
    this.entries.push(v, 0, this.tokLine, this.tokColumn);
  }
  malformedHere(why) {
    if (this.streaming) {
      this.steps++;
      this.sink.malformed(why, this.entryLine, this.entryColumn);
    } else this.entries.bad(why, this.entryLine, this.entryColumn);
  }
  endEntry() {
    const slot = this.slot;
    this.slot = 0 /* Out */;
    if (slot === 3 /* Skip */) {
      this.malformedHere(`malformed entry: ${this.why} (expected [x, y] with integers x and y)`);
      return;
    }
    let a;
    let b;
    if (slot === 1 /* Array */) {
      if (this.values.length !== 2) {
        this.malformedHere(
          `malformed entry: ${this.values.length} numbers (expected [x, y] with integers x and y)`
        );
        return;
      }
      [a, b] = this.values;
    } else {
      const k = this.keys;
      const order = k.length === 2 ? keyOrder(k[0], k[1]) : void 0;
      if (!order || this.values.length !== 2) {
        this.malformedHere(
          `malformed entry: keys ${quote2(k.join(", "))} (expected {x, y} or {row, col})`
        );
        return;
      }
      const first = k[0];
      const swapped = first === "y" || first === "col" || first === "c" || first === "column";
      [a, b] = swapped ? [this.values[1], this.values[0]] : [this.values[0], this.values[1]];
      this.order ??= order;
      this.sawObject = true;
    }
    if (this.streaming) {
      const origin = this.fixed.origin ?? 0;
      const rc = (this.fixed.order ?? this.order ?? "xy") === "rc";
      this.steps++;
      this.sink.visit(
        rc ? b - origin : a - origin,
        rc ? a - origin : b - origin,
        this.entryLine,
        this.entryColumn
      );
    } else this.entries.push(a, b, this.entryLine, this.entryColumn);
  }
  /** Ends the input: decides the reading of a held path and replays it into the sink. */
  finish() {
    if (this.tok !== 0 /* None */) {
      if (this.tok === 1 /* String */) this.fail("unterminated string", this.tokLine, this.tokColumn);
      this.endScalar();
    }
    const t = this.tailText.trim();
    if (t !== "") this.tailLine(t);
    if (!this.rootDone) {
      this.fail(
        this.depth > 0 ? `the input ends inside the document (${this.depth} open bracket${this.depth === 1 ? "" : "s"})` : "empty input"
      );
    }
    const skipped = this.tail.slice(0, 20);
    const claims = { ...this.claims };
    if (this.rootKind === "object") {
      if (!this.sawPath) throw new TourFormatError("the document has no 'path'");
      if (this.width === void 0) throw new TourFormatError("the document has no 'width'");
      if (this.height === void 0) throw new TourFormatError("the document has no 'height'");
      checkBoardSize(this.width, this.height);
    }
    if (this.streaming) {
      const size = this.fixed.size ?? { width: this.width, height: this.height };
      return {
        reading: {
          ...this.reading(
            "pair",
            size,
            this.fixed.origin ?? 0,
            this.fixed.order ?? "xy",
            "document"
          ),
          skipped
        },
        claims
      };
    }
    const kind = this.kind ?? "pair";
    const e = this.entries;
    const docSize = this.width !== void 0 && this.height !== void 0 ? { width: this.width, height: this.height } : void 0;
    const given = this.fixed.size ?? docSize;
    const sizeFrom = this.fixed.size ? "option" : docSize ? "document" : "inferred";
    let reading;
    let notation;
    let square2;
    if (kind === "index") {
      const size = given ?? indicesSize(this.fixed, e.size, "the JSON array");
      const origin = indicesOrigin(this.fixed, e.minA);
      reading = this.reading("index", size, origin, "xy", given ? sizeFrom : "option");
      notation = indexNotation(size.width, origin);
      square2 = (v) => indexSquare(v, size.width, size.height, origin);
    } else if (kind === "algebraic") {
      const size = given ?? { width: Math.max(1, e.maxA + 1), height: Math.max(1, e.maxB) };
      checkBoardSize(size.width, size.height);
      reading = { ...this.reading("algebraic", size, 1, "xy", sizeFrom) };
      notation = (x, y) => squareName(x, y, size.height);
      square2 = (file, rank) => [file, size.height - rank];
    } else {
      const order = this.fixed.order ?? this.order ?? "xy";
      const min = Math.min(e.minA, e.minB);
      const origin = this.fixed.origin ?? (this.rootKind === "object" ? 0 : Number.isFinite(min) && min >= 1 ? 1 : 0);
      const maxX = order === "xy" ? e.maxA : e.maxB;
      const maxY = order === "xy" ? e.maxB : e.maxA;
      if (!given && e.size === 0)
        throw new TourFormatError("an empty array and no board size: give --size WxH");
      const size = given ?? {
        width: Math.max(1, maxX - origin + 1),
        height: Math.max(1, maxY - origin + 1)
      };
      if (!given) checkBoardSize(size.width, size.height);
      reading = this.reading("pair", size, origin, order, sizeFrom);
      notation = origin === 0 && order === "xy" ? void 0 : order === "xy" ? (x, y) => `[${x + origin}, ${y + origin}]` : (x, y) => `[${y + origin}, ${x + origin}]`;
      square2 = order === "xy" ? (a, b) => [a - origin, b - origin] : (a, b) => [b - origin, a - origin];
    }
    this.sink.begin(reading, notation, claims);
    if (kind === "index") {
      const n = reading.width * reading.height;
      for (let i = 0; i < e.size; i++) {
        const line = e.line[i];
        const column = e.column[i];
        if (e.isBad(i)) this.sink.malformed(e.notes.get(i) ?? "malformed entry", line, column);
        else {
          const v = e.a[i];
          const s = v - reading.origin;
          if (s < 0 || s >= n)
            this.sink.malformed(
              `index ${v} is beyond the ${n} squares of the ${reading.width}x${reading.height} board (numbered from ${reading.origin})`,
              line,
              column
            );
          else this.sink.visit(s % reading.width, Math.floor(s / reading.width), line, column);
        }
      }
    } else e.replay(this.sink, square2);
    return { reading: { ...reading, skipped }, claims };
  }
};
function keyOrder(first, second) {
  const isX = (k) => k === "x";
  const isY = (k) => k === "y";
  const isRow = (k) => k === "row" || k === "r";
  const isCol = (k) => k === "col" || k === "c" || k === "column";
  if (isX(first) && isY(second) || isY(first) && isX(second)) return "xy";
  if (isRow(first) && isCol(second) || isCol(first) && isRow(second)) return "rc";
  return void 0;
}

// ../../packages/verify/src/formats/board.ts
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
    if (fileName(fileIndexOf(prev) + 1) !== next) return void 0;
  }
  return letters.map((l) => l.toLowerCase());
}
function fileIndexOf(letters) {
  let v = 0;
  for (let i = 0; i < letters.length; i++) v = v * 26 + (letters.charCodeAt(i) - 96);
  return v - 1;
}
function scanNumbersLine(line) {
  const values = [];
  const columns = [];
  const sepAfter = [];
  const sepBefore = [];
  let leftWord;
  let rightWord;
  let drawn = false;
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
      if (c === 124 || c === 43 || c === 91 || c === 40) drawn = true;
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
    drawn
  };
}
var COLUMN_LIMIT = 2 ** 22;
var DECIDE_AFTER_CELLS = 2 ** 20;
var consecutive = (values, step) => values.length >= 2 && values.every((v, i) => v >= 0 && v === values[0] + step * i);
var countsRow = (r) => consecutive(r.values, 1) && (r.values[0] === 0 || r.values[0] === 1);
var BoardReader = class {
  held = [];
  heldCells = 0;
  fileLetters;
  layout;
  cells = new Int32Array(0);
  columns;
  rowLines = [];
  height = 0;
  firstLine = 0;
  lastLine = 0;
  /** Rows of numbers seen (a board needs at least two, or one row forced by --input-format). */
  rows = 0;
  /** Whether every row so far holds exactly one number. */
  singles = true;
  borders = 0;
  addRow(row2, line) {
    if (this.firstLine === 0) this.firstLine = line;
    this.lastLine = line;
    this.rows++;
    if (row2.values.length !== 1) this.singles = false;
    if (this.layout) this.store({ ...row2, line });
    else {
      this.held.push({ ...row2, line });
      this.heldCells += row2.values.length;
      if (this.heldCells > DECIDE_AFTER_CELLS && this.held.length >= 3) this.decide();
    }
  }
  addFileLetters(letters, line) {
    if (this.firstLine === 0) this.firstLine = line;
    this.lastLine = line;
    this.fileLetters ??= letters;
  }
  addBorder(line) {
    if (this.firstLine === 0) this.firstLine = line;
    this.lastLine = line;
    this.borders++;
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
  /** Lines dropped from the head of the board: a size line such as `8` just above it. */
  sizeLines = [];
  decide() {
    let rows = this.held;
    while (rows.length >= 2 && rows[0].values.length === 1 && rows[1].values.length >= 3) {
      this.sizeLines.push(rows[0].line);
      rows = rows.slice(1);
    }
    let fileLabels = this.fileLetters;
    let numericFiles = false;
    if (rows.length >= 2 && countsRow(rows[0]) && !rows[0].leftWord && rows[1].values.length >= rows[0].values.length) {
      fileLabels ??= rows[0].values.map(String);
      numericFiles = fileLabels === void 0 || !this.fileLetters;
      rows = rows.slice(1);
    }
    if (rows.length >= 2 && countsRow(rows[rows.length - 1]) && !rows[rows.length - 1].leftWord && rows[rows.length - 2].values.length >= rows[rows.length - 1].values.length) {
      if (!this.fileLetters) {
        fileLabels = rows[rows.length - 1].values.map(String);
        numericFiles = true;
      }
      rows = rows.slice(0, -1);
    }
    const firsts = rows.map((r) => r.values[0]);
    const lasts = rows.map((r) => r.values[r.values.length - 1]);
    const wide = rows.every((r) => r.values.length >= 3);
    const left = wide && rows.length >= 2 && (consecutive(firsts, 1) || consecutive(firsts, -1) || rows.every((r) => r.sepAfter[0] && !r.sepAfter[1] && !r.sepBefore[0]));
    const right = wide && rows.length >= 2 && (consecutive(lasts, 1) || consecutive(lasts, -1) || rows.every((r) => {
      const k = r.values.length - 1;
      return r.sepBefore[k] && !r.sepBefore[k - 1] && !r.sepAfter[k];
    }));
    const rankLabels = [];
    for (const r of rows) {
      const label = left ? String(r.values[0]) : r.leftWord ?? (right ? String(r.values[r.values.length - 1]) : r.rightWord);
      if (label !== void 0) rankLabels.push(label);
    }
    const first = rows[0];
    const width = first ? first.values.length - (left ? 1 : 0) - (right ? 1 : 0) : 0;
    this.layout = {
      left,
      right,
      rankLabels: rankLabels.length === rows.length ? rankLabels : [],
      fileLabels,
      numericFiles,
      drawn: rows.some((r) => r.drawn) || this.borders > 0,
      width
    };
    const guess = Math.max(1, width * Math.max(width, rows.length));
    this.cells = new Int32Array(Math.min(guess, 2 ** 28));
    if (guess <= COLUMN_LIMIT) this.columns = new Int32Array(this.cells.length);
    this.held = [];
    for (const r of rows) this.store(r);
  }
  store(row2) {
    const layout = this.layout;
    const from = layout.left ? 1 : 0;
    const to = row2.values.length - (layout.right ? 1 : 0);
    if (to - from !== layout.width) {
      throw new TourFormatError(
        `this rank has ${to - from} squares, the first rank has ${layout.width}`,
        row2.line,
        row2.columns[0]
      );
    }
    const base = this.height * layout.width;
    const need = base + layout.width;
    if (need > this.cells.length) {
      const next = new Int32Array(Math.max(need, this.cells.length * 2));
      next.set(this.cells);
      this.cells = next;
      if (this.columns) {
        if (next.length > COLUMN_LIMIT) this.columns = void 0;
        else {
          const cols = new Int32Array(next.length);
          cols.set(this.columns);
          this.columns = cols;
        }
      }
    }
    for (let i = from; i < to; i++) {
      this.cells[base + i - from] = row2.values[i];
      if (this.columns) this.columns[base + i - from] = row2.columns[i];
    }
    this.rowLines.push(row2.line);
    this.height++;
  }
  /** The board, labels stripped. */
  finish() {
    if (!this.layout) this.decide();
    const layout = this.layout;
    const { width, height } = { width: layout.width, height: this.height };
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
    const parts = ["board of step numbers"];
    if (layout.drawn) parts.push("drawn with borders");
    if (ranks || files)
      parts.push(
        `${[ranks ? "rank" : "", files ? "file" : ""].filter(Boolean).join(" and ")} labels`
      );
    if (ranks && bottomUp) parts.push("rank 1 at the bottom");
    return {
      width,
      height,
      cells: this.cells.subarray(0, width * height),
      rowLines: Int32Array.from(this.rowLines),
      columns: this.columns?.subarray(0, width * height),
      notation,
      style: parts.join(", "),
      firstLine: this.firstLine,
      lastLine: this.lastLine
    };
  }
};
function where(grid, c) {
  const y = Math.floor(c / grid.width);
  return { line: grid.rowLines[y] ?? 0, column: grid.columns?.[c] ?? 0 };
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
  const { width, cells } = grid;
  const n = cells.length;
  let max = -1;
  for (let c = 0; c < n; c++) {
    const v = cells[c];
    if (v < 0) continue;
    const k = v - origin + 1;
    if (k < 1 || k > n) {
      const at = where(grid, c);
      throw new TourFormatError(
        `step number ${v} is beyond the ${n} squares of the ${width}x${grid.height} board (numbered from ${origin})`,
        at.line,
        at.column || void 0
      );
    }
    if (k > max) max = k;
  }
  const pos = new Int32Array(Math.max(0, max)).fill(-1);
  const twice = /* @__PURE__ */ new Map();
  for (let c = 0; c < n; c++) {
    const v = cells[c];
    if (v < 0) continue;
    const k = v - origin + 1;
    const p = pos[k - 1];
    if (p === -1) pos[k - 1] = c;
    else {
      if (p >= 0 && twice.size < 1e3) twice.set(k, [p, c]);
      pos[k - 1] = -2;
    }
  }
  const name = (c) => {
    const x = c % width;
    const y = (c - x) / width;
    return grid.notation ? grid.notation(x, y) : `(${x},${y})`;
  };
  for (let k = 1; k <= max; k++) {
    const c = pos[k - 1];
    if (c >= 0) {
      const x = c % width;
      const at = where(grid, c);
      sink.visit(x, (c - x) / width, at.line, at.column);
    } else if (c === -1) {
      sink.malformed(
        `number ${k - 1 + origin} is missing from the board (the largest is ${max - 1 + origin})`,
        0,
        0
      );
    } else {
      const pair = twice.get(k);
      const second = pair ? where(grid, pair[1]) : { line: 0, column: 0 };
      const both = pair ? `: at ${name(pair[0])} and ${name(pair[1])}` : "";
      sink.malformed(
        `number ${k - 1 + origin} is written twice${both}`,
        second.line,
        second.column
      );
    }
  }
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
    if (i > 0) {
      const dx = Math.abs(x - px);
      const dy = Math.abs(y - py);
      if (!(dx === 1 && dy === 2 || dx === 2 && dy === 1)) return false;
    }
    px = x;
    py = y;
  }
  return true;
}
function indicesReadingIsTour(grid, origin, size) {
  const { cells, width } = grid;
  const n = cells.length;
  if (n > COLUMN_LIMIT || n < 2) return false;
  const pos = new Int32Array(n).fill(-1);
  for (let c = 0; c < n; c++) {
    const k = cells[c] - origin;
    if (k < 0 || k >= n || pos[k] !== -1) return false;
    pos[k] = c;
  }
  if (isTourWalk(pos, width, grid.height)) return false;
  const w = size?.width ?? width;
  const h = size?.height ?? grid.height;
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

// ../../packages/verify/src/formats/csv.ts
var ROW = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,?\s*$/;
function readCsvRow(line) {
  const m = ROW.exec(line);
  return m ? { step: Number(m[1]), a: Number(m[2]), b: Number(m[3]) } : void 0;
}
function readCsvHeader(line) {
  const m = /^\s*(?:step|move|n|k|#)\s*,\s*(x|y|row|col|r|c)\s*,\s*(x|y|row|col|r|c)\s*$/i.exec(
    line
  );
  if (!m) return void 0;
  const first = m[1].toLowerCase();
  return first === "x" || first === "col" || first === "c" ? "xy" : "rc";
}
function readCsvComment(comment, line) {
  if (!/^\s*#/.test(comment) || !/\bwidth=|\bheight=/.test(comment)) return void 0;
  const out = {};
  const claims = {};
  const words = comment.trim().replace(/^#\s*/, "").split(/\s+/);
  if (words[0] && !words[0].includes("=")) claims.format = words[0];
  for (const word of words) {
    const eq = word.indexOf("=");
    if (eq <= 0) continue;
    const key = word.slice(0, eq);
    const value = word.slice(eq + 1);
    if (key === "width" || key === "height") {
      if (!/^\d+$/.test(value) || Number(value) < 1) {
        throw new TourFormatError(`${key} must be a positive integer, got ${quote2(value)}`, line);
      }
      out[key] = Number(value);
    } else if ((key === "complete" || key === "closed") && (value === "true" || value === "false")) {
      claims[key] = value === "true";
    } else if (key === "start") {
      const m = /^(-?\d+),(-?\d+)$/.exec(value);
      if (m) claims.start = [Number(m[1]), Number(m[2])];
    }
  }
  return { ...out, claims };
}

// ../../packages/verify/src/formats/pairs.ts
var KEY = `["']?(x|y|row|col|column|r|c)["']?\\s*[:=]\\s*`;
var GROUP = new RegExp(
  `[(\\[{]\\s*(?:${KEY})?(-?\\d+)\\s*[,;\\s]\\s*(?:${KEY})?(-?\\d+)\\s*[)\\]}]|(-?\\d+)\\s*/\\s*(-?\\d+)`,
  "gi"
);
var FILLER = /^(?:\s|,|;|->|=>|→|-|#?\d+[.:)])*$/;
var BARE = /^\s*(?:#?\d+\s*[.:)]\s*)?(-?\d+)\s*[,;/\s]\s*(-?\d+)\s*[,;]?\s*$/d;
function keyOrder2(first, second) {
  if (first === void 0 || second === void 0) return void 0;
  const f = first.toLowerCase();
  const s = second.toLowerCase();
  if (f === "x" && s === "y") return "xy";
  if (f === "y" && s === "x") return "rc";
  const rowFirst = f === "row" || f === "r";
  const colFirst = f === "col" || f === "column" || f === "c";
  const rowSecond = s === "row" || s === "r";
  const colSecond = s === "col" || s === "column" || s === "c";
  if (rowFirst && colSecond) return "rc";
  if (colFirst && rowSecond) return "xy";
  return void 0;
}
function readPairsLine(line) {
  const bare = BARE.exec(line);
  if (bare) {
    const column = (bare.indices?.[1]?.[0] ?? 0) + 1;
    return [{ a: Number(bare[1]), b: Number(bare[2]), column }];
  }
  if (!/[([{/]/.test(line)) return void 0;
  const out = [];
  let rest = "";
  let last = 0;
  GROUP.lastIndex = 0;
  for (let m = GROUP.exec(line); m !== null; m = GROUP.exec(line)) {
    rest += line.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[6] !== void 0) {
      out.push({ a: Number(m[6]), b: Number(m[7]), column: m.index + 1 });
      continue;
    }
    const order = keyOrder2(m[1], m[3]);
    if (m[1] === void 0 !== (m[3] === void 0)) return void 0;
    if (m[1] !== void 0 && order === void 0) return void 0;
    out.push({
      a: Number(m[2]),
      b: Number(m[4]),
      column: m.index + 1,
      ...order ? { order } : {}
    });
  }
  rest += line.slice(last);
  if (out.length === 0 || !FILLER.test(rest)) return void 0;
  return out;
}
function readPairsHeader(line) {
  const m = /^\s*["']?(x|y|row|col|column|r|c)["']?\s*[,;\s]\s*["']?(x|y|row|col|column|r|c)["']?\s*$/i.exec(
    line
  );
  return m ? keyOrder2(m[1], m[2]) : void 0;
}
function readFlatPairs(line) {
  const out = [];
  const re = /-?\d+/g;
  if (!/^[\s\d,;-]*$/.test(line)) return void 0;
  const values = [];
  for (let m = re.exec(line); m !== null; m = re.exec(line))
    values.push([Number(m[0]), m.index + 1]);
  if (values.length === 0 || values.length % 2 !== 0) return void 0;
  for (let i = 0; i < values.length; i += 2) {
    out.push({ a: values[i][0], b: values[i + 1][0], column: values[i][1] });
  }
  return out;
}

// ../../packages/verify/src/formats/text.ts
var lines = (b) => b.firstLine === b.lastLine ? `line ${b.firstLine}` : `lines ${b.firstLine}-${b.lastLine}`;
var MAX_PROSE_LINES = 1e3;
var MAX_ENTRIES = 2 ** 28 + 1;
var familyName = {
  csv: "step,x,y rows",
  pairs: "a coordinate list",
  algebraic: "algebraic notation",
  board: "a board of step numbers",
  indices: "linear square indices"
};
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
    case "board":
      return words.length === 0 && /\d/.test(text) && !/\d\.\d/.test(text);
    default:
      return false;
  }
}
function hint(block) {
  switch (block.family) {
    case "csv":
      return ": expected step,x,y with three integers";
    case "pairs":
      return ": expected a pair of integers such as (3, 4)";
    case "algebraic":
      return ": expected squares such as e4";
    case "board":
      return ": expected step numbers or '.'";
    default:
      return "";
  }
}
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
  skippedCount = 0;
  proseRun = 0;
  blankRun = 0;
  lastLine = 0;
  streamed;
  streamedReading;
  skip(line, text) {
    this.skippedCount++;
    if (this.skipped.length < 20) this.skipped.push({ line, text: text.trim().slice(0, 80) });
    this.proseRun++;
    if (this.proseRun > MAX_PROSE_LINES) {
      throw new TourFormatError(
        `${MAX_PROSE_LINES} lines in a row that are not part of a tour: not a tour file`,
        line
      );
    }
  }
  /** Feeds one line (without its newline), 1-based. */
  line(text, line) {
    this.lastLine = line;
    const fixed = this.fixed.format;
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
    if (cur?.family === "board" && fixed !== "pairs" && fixed !== "algebraic" && fixed !== "csv") {
      const numbers = scanNumbersLine(text);
      if (numbers && numbers.values.length >= 3) {
        cur.reader.addRow(numbers, line);
        cur.lastLine = line;
        return;
      }
    } else if (cur?.family === "csv" && cur.streaming) {
      const row2 = readCsvRow(text);
      if (row2) {
        cur.lastLine = line;
        this.csvEntry(cur, row2.step, row2.a, row2.b, line);
        return;
      }
    }
    if (/^\s*#/.test(text)) {
      const comment = fixed === void 0 || fixed === "csv" ? readCsvComment(text, line) : void 0;
      if (comment) {
        const block = this.list("csv", line);
        if (comment.width !== void 0 && comment.height !== void 0) {
          checkBoardSize(comment.width, comment.height, line);
          block.size = this.fixed.size ?? { width: comment.width, height: comment.height };
        }
        block.claims = comment.claims;
        return;
      }
      this.prose(line, text);
      return;
    }
    if (fixed === void 0 || fixed === "csv") {
      const order = readCsvHeader(text);
      if (order) {
        const block = this.list("csv", line);
        block.order = this.fixed.order ?? order;
        block.csvTentative = void 0;
        return;
      }
      const row2 = readCsvRow(text);
      if (row2) {
        this.csvRow(row2.step, row2.a, row2.b, line, text);
        return;
      }
      const cur2 = this.current;
      if (cur2?.family === "csv" && cur2.lastLine === line - 1 && nearMiss(cur2, text)) {
        throw new TourFormatError(
          `${quote2(text)} is not part of the ${this.styleOf(cur2)} above (${lines(cur2)})${hint(cur2)}`,
          line
        );
      }
    }
    if (fixed === void 0 || fixed === "pairs") {
      const header = readPairsHeader(text);
      if (header) {
        const block = this.list("pairs", line);
        block.order ??= header;
        return;
      }
      const pairs = readPairsLine(text) ?? (fixed === "pairs" ? readFlatPairs(text) : void 0);
      if (pairs) {
        const block = this.list("pairs", line);
        for (const p of pairs) {
          if (p.order && block.order === void 0) block.order = p.order;
          this.count(block, line);
          block.entries.push(p.a, p.b, line, p.column);
        }
        return;
      }
    }
    if (fixed === void 0 || fixed === "algebraic") {
      const squares = readAlgebraicLine(text);
      if (squares) {
        const block = this.list("algebraic", line);
        for (const s of squares) {
          this.count(block, line);
          block.entries.push(s.file, s.rank, line, s.column);
        }
        return;
      }
    }
    if (fixed === void 0 || fixed === "text" || fixed === "indices") {
      if (isBorderLine(text)) {
        if (this.current?.family === "board") {
          this.current.reader.addBorder(line);
          this.current.lastLine = line;
        } else this.prose(line, text, true);
        return;
      }
      const letters = readFileLetters(text);
      if (letters) {
        this.board(line).reader.addFileLetters(letters, line);
        return;
      }
      const numbers = scanNumbersLine(text);
      if (numbers) {
        this.board(line).reader.addRow(numbers, line);
        return;
      }
    }
    this.prose(line, text);
  }
  prose(line, text, border = false) {
    if (border && this.current === void 0) {
      const block = this.board(line);
      block.reader.addBorder(line);
      return;
    }
    const cur = this.current;
    if (cur && !border && cur.lastLine === line - 1 && nearMiss(cur, text)) {
      throw new TourFormatError(
        `${quote2(text)} is not part of the ${this.styleOf(cur)} above (${lines(cur)})${hint(cur)}`,
        line
      );
    }
    this.close();
    this.skip(line, text);
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
    if (this.current) {
      if (this.current.family === "csv") this.settleCsv(this.current);
      this.blocks.push(this.current);
    }
    this.current = void 0;
  }
  open(block) {
    this.close();
    this.current = block;
    this.proseRun = 0;
  }
  list(family, line) {
    const cur = this.current;
    if (cur && cur.family === family) {
      cur.lastLine = line;
      this.proseRun = 0;
      return cur;
    }
    const block = {
      family,
      entries: new Entries(),
      firstLine: line,
      lastLine: line,
      order: this.fixed.order,
      nextStep: Number.NaN,
      size: this.fixed.size,
      claims: {},
      streaming: false,
      csvTentative: family === "csv" ? [] : void 0,
      count: 0
    };
    this.open(block);
    return block;
  }
  board(line) {
    const cur = this.current;
    if (cur && cur.family === "board") {
      cur.lastLine = line;
      this.proseRun = 0;
      return cur;
    }
    const block = {
      family: "board",
      reader: new BoardReader(),
      firstLine: line,
      lastLine: line
    };
    this.open(block);
    return block;
  }
  /** A `step,x,y` row. Until a header, comment or a second row in sequence says CSV, it may be a 3-wide board. */
  csvRow(step, a, b, line, text) {
    const block = this.list("csv", line);
    if (block.csvTentative) {
      const forced = this.fixed.format === "csv" || block.size !== void 0 || block.claims.format;
      if (!forced) {
        block.csvTentative.push({ line, text });
        if (block.csvTentative.length < 2) return;
        const [r1, r2] = block.csvTentative.map((r) => readCsvRow(r.text));
        if (r2.step !== r1.step + 1 || r1.step !== 0 && r1.step !== 1) {
          const rows2 = block.csvTentative;
          this.current = void 0;
          for (const r of rows2) this.board(r.line).reader.addRow(scanNumbersLine(r.text), r.line);
          return;
        }
      }
      const rows = block.csvTentative;
      block.csvTentative = void 0;
      if (rows.length > 0) {
        for (const r of rows) {
          const row2 = readCsvRow(r.text);
          this.csvEntry(block, row2.step, row2.a, row2.b, r.line);
        }
        return;
      }
    }
    this.csvEntry(block, step, a, b, line);
  }
  csvEntry(block, step, a, b, line) {
    this.count(block, line);
    if (Number.isNaN(block.nextStep)) {
      block.nextStep = step === 0 ? 0 : 1;
      if (block.size && this.blocks.length === 0 && this.streamed === void 0) {
        block.streaming = true;
        const order = block.order ?? "xy";
        const origin = this.fixed.origin ?? 0;
        const reading = this.reading(
          "csv",
          "step,x,y rows",
          origin,
          order,
          block.size,
          block.claims.format ? "document" : "option"
        );
        this.streamed = this.sink;
        this.streamedReading = reading;
        this.streamed.begin(reading, void 0, block.claims);
      }
    }
    const expected = block.nextStep++;
    if (block.streaming) {
      const sink = this.streamed;
      if (step !== expected) {
        sink.malformed(
          `step number ${step} where ${expected} was expected (rows must be in order)`,
          line,
          1
        );
        return;
      }
      const origin = this.streamedReading.origin;
      const [x, y] = block.order === "rc" ? [b - origin, a - origin] : [a - origin, b - origin];
      sink.visit(x, y, line, String(step).length + 2);
      return;
    }
    if (step !== expected) {
      block.entries.bad(
        `step number ${step} where ${expected} was expected (rows must be in order)`,
        line,
        1
      );
      return;
    }
    block.entries.push(a, b, line, String(step).length + 2);
  }
  settleCsv(block) {
    const rows = block.csvTentative;
    if (!rows || rows.length === 0) return;
    block.csvTentative = void 0;
    for (const r of rows) {
      const row2 = readCsvRow(r.text);
      this.csvEntry(block, row2.step, row2.a, row2.b, r.line);
    }
  }
  reading(format, style, origin, order, size, sizeFrom) {
    return {
      format,
      style,
      origin,
      order,
      width: size.width,
      height: size.height,
      sizeFrom,
      skipped: []
    };
  }
  /** Ends the input: decides every reading left open and replays the tour into the sink. */
  finish() {
    this.close();
    let blocks = this.blocks.filter((b) => !(b.family === "board" && b.reader.rows === 0));
    if (blocks.length > 1) {
      const adjacent = (b) => blocks.some(
        (o) => o !== b && (o.lastLine === b.firstLine - 1 || o.firstLine === b.lastLine + 1)
      );
      const trivial = (b) => !adjacent(b) && (b.family === "board" && b.reader.rows === 1 && b.reader.singles || b.family === "pairs" && b.count === 1 && b.entries.minA === b.entries.maxB);
      const kept = blocks.filter((b) => !trivial(b));
      if (kept.length >= 1) {
        for (const b of blocks)
          if (trivial(b)) this.skipped.push({ line: b.firstLine, text: "(a size line)" });
        blocks = kept;
      }
    }
    this.skipped.sort((a, b) => a.line - b.line);
    if (blocks.length === 0) {
      const first = this.skipped[0];
      throw new TourFormatError(
        `not a tour: expected a JSON document or array, step,x,y CSV, a board of step numbers, algebraic notation (a1 c2 …), coordinates ((0, 0) …) or square indices${first ? `, got ${quote2(first.text)}` : ""}`,
        first?.line
      );
    }
    if (blocks.length > 2) {
      throw new TourFormatError(
        `mixed styles: ${blocks.map((b) => `${this.styleOf(b)} at ${lines(b)}`).join(", ")}; a file holds one tour (or a move list and its board)`,
        blocks[2].firstLine
      );
    }
    if (blocks.length === 2) {
      const list = blocks.find((b) => b.family !== "board");
      const board = blocks.find((b) => b.family === "board");
      if (!list || !board) {
        throw new TourFormatError(
          `mixed styles: ${this.styleOf(blocks[0])} at ${lines(blocks[0])} and ${this.styleOf(blocks[1])} at ${lines(blocks[1])}; a file holds one tour (or a move list and its board)`,
          blocks[1].firstLine
        );
      }
      return this.twice(list, board);
    }
    const block = blocks[0];
    if (block.family !== "board" && block.streaming) {
      return this.done(this.streamedReading, block.claims);
    }
    const out = this.emit(block, this.sink);
    return this.done(out.reading, out.claims);
  }
  done(reading, claims) {
    return {
      reading: { ...reading, skipped: this.skipped.slice(0, 20) },
      claims,
      skippedCount: this.skippedCount
    };
  }
  styleOf(block) {
    if (block.family === "board") return familyName.board;
    return familyName[block.family];
  }
  /** A move list and a board of the same tour: both are read and must give the same squares. */
  twice(list, board) {
    const a = new RecordingSink();
    const b = new RecordingSink();
    if (list.streaming) {
      throw new TourFormatError(
        "a second tour after a streamed CSV: a file holding a move list and a board is read up to 4194304 squares; give them in two files",
        board.firstLine
      );
    }
    const listOut = this.emit(list, a);
    this.emit(board, b, listOut.reading);
    if (a.overflow || b.overflow) {
      throw new TourFormatError(
        `a move list and a board in one file are compared up to ${RecordingSink.LIMIT} squares; give them in two files`,
        board.firstLine
      );
    }
    const n = Math.max(a.xs.length, b.xs.length);
    const name = listOut.notation ?? ((x, y) => `(${x},${y})`);
    for (let i = 0; i < n; i++) {
      const same = a.xs[i] === b.xs[i] && a.ys[i] === b.ys[i];
      if (!same) {
        const show = (s) => i >= s.xs.length ? "nothing" : Number.isNaN(s.xs[i]) ? "a malformed entry" : `${name(s.xs[i], s.ys[i])} (${s.xs[i]},${s.ys[i]})`;
        throw new TourFormatError(
          `the file prints the tour twice and they disagree at step ${i + 1}: ${show(a)} in the move list (${lines(list)}), ${show(b)} on the board (${lines(board)})`,
          a.lines[i] || b.lines[i] || list.firstLine
        );
      }
    }
    const out = this.emit(list, this.sink);
    return this.done({ ...out.reading, twice: true }, out.claims);
  }
  /** Decides a block's reading and replays it into `sink`. */
  emit(block, sink, hint2) {
    const fixed = this.fixed;
    if (block.family === "board") {
      const reader = block.reader;
      if (fixed.format !== "text" && reader.rows > 1 && reader.singles)
        return this.indicesFromBoard(block, sink);
      if (fixed.format === "indices") {
        if (reader.rows === 1) return this.indicesFromBoard(block, sink);
        return this.indicesFromGrid(block, reader.finish(), sink);
      }
      if (fixed.format !== "text" && reader.rows === 1 && !fixed.size) {
        const row2 = reader.heldRow();
        if (row2 && row2.values.length > 2) {
          throw new AmbiguousReadingError(
            `line ${block.firstLine} holds ${row2.values.length} numbers on one line: a ${row2.values.length}x1 board of step numbers or linear square indices? Give --input-format text, or --input-format indices --size WxH`
          );
        }
      }
      if (fixed.format !== "text" && reader.rows === 1 && fixed.size && fixed.size.height > 1) {
        return this.indicesFromBoard(block, sink);
      }
      const grid = reader.finish();
      for (const l of reader.sizeLines) this.skipped.push({ line: l, text: "(a size line)" });
      this.skipped.sort((x, y) => x.line - y.line);
      if (fixed.size && !fixed.format && fixed.size.width * fixed.size.height === grid.cells.length && (fixed.size.width !== grid.width || fixed.size.height !== grid.height)) {
        return this.indicesFromGrid(block, grid, sink);
      }
      if (fixed.size && (fixed.size.width !== grid.width || fixed.size.height !== grid.height)) {
        throw new TourFormatError(
          `the board has ${grid.width}x${grid.height} squares but --size says ${fixed.size.width}x${fixed.size.height}`,
          block.firstLine
        );
      }
      checkBoardSize(grid.width, grid.height, block.firstLine);
      const origin2 = boardOrigin(grid, fixed);
      if (fixed.format === void 0 && indicesReadingIsTour(grid, origin2, fixed.size)) {
        throw new AmbiguousReadingError(
          `${lines(block)} read as a board of step numbers are not a tour, but read as linear square indices they are: give --input-format text or --input-format indices`
        );
      }
      const reading2 = {
        format: "text",
        style: grid.style,
        origin: origin2,
        order: "xy",
        width: grid.width,
        height: grid.height,
        sizeFrom: "inferred",
        skipped: []
      };
      const notation2 = grid.notation ?? (hint2?.format === "algebraic" ? (x, y) => squareName(x, y, grid.height) : void 0);
      sink.begin(reading2, notation2, {});
      replayBoard(grid, origin2, sink);
      return { reading: reading2, claims: {}, notation: notation2 };
    }
    const list = block;
    const { entries } = list;
    if (list.family === "algebraic") {
      const size2 = list.size ?? {
        width: Math.max(1, entries.maxA + 1),
        height: Math.max(1, entries.maxB)
      };
      if (!list.size) checkBoardSize(size2.width, size2.height, list.firstLine);
      const reading2 = {
        format: "algebraic",
        style: "algebraic notation, a1 at the bottom left",
        origin: 1,
        order: "xy",
        width: size2.width,
        height: size2.height,
        sizeFrom: list.size ? "option" : "inferred",
        skipped: []
      };
      const notation2 = (x, y) => squareName(x, y, size2.height);
      sink.begin(reading2, notation2, {});
      entries.replay(sink, (file, rank) => [file, size2.height - rank]);
      return { reading: reading2, claims: {}, notation: notation2 };
    }
    const order = fixed.order ?? list.order ?? "xy";
    const min = Math.min(entries.minA, entries.minB);
    const origin = fixed.origin ?? (list.family === "csv" && list.size ? 0 : Number.isFinite(min) && min >= 1 ? 1 : 0);
    const maxX = order === "xy" ? entries.maxA : entries.maxB;
    const maxY = order === "xy" ? entries.maxB : entries.maxA;
    const size = list.size ?? {
      width: Math.max(1, maxX - origin + 1),
      height: Math.max(1, maxY - origin + 1)
    };
    if (!list.size) {
      if (entries.size === 0 || !Number.isFinite(maxX)) {
        throw new TourFormatError(
          "no squares to read and no board size: give --size WxH",
          list.firstLine
        );
      }
      checkBoardSize(size.width, size.height, list.firstLine);
    }
    const reading = {
      format: list.family === "csv" ? "csv" : "pairs",
      style: list.family === "csv" ? "step,x,y rows" : "coordinate list",
      origin,
      order,
      width: size.width,
      height: size.height,
      sizeFrom: list.size ? list.claims.format ? "document" : "option" : "inferred",
      skipped: []
    };
    const notation = origin === 0 && order === "xy" ? void 0 : order === "xy" ? (x, y) => `(${x + origin}, ${y + origin})` : (x, y) => `(${y + origin}, ${x + origin})`;
    sink.begin(reading, notation, list.claims);
    entries.replay(
      sink,
      order === "xy" ? (a, b) => [a - origin, b - origin] : (a, b) => [b - origin, a - origin]
    );
    return { reading, claims: list.claims, notation };
  }
  indicesFromBoard(block, sink) {
    const reader = block.reader;
    let values;
    let lines2;
    let columns;
    if (reader.singles) ({ values, lines: lines2, columns } = reader.heldSingles());
    else {
      const row2 = reader.heldRow();
      if (!row2) {
        throw new TourFormatError(
          "linear square indices are one line of numbers or one number a line",
          block.firstLine
        );
      }
      values = row2.values;
      columns = row2.columns;
      lines2 = values.map(() => row2.line);
    }
    return this.emitIndices(values, lines2, columns, block, sink);
  }
  /** A grid of numbers read as rows of square indices (`--input-format indices`, or `--size` of another shape). */
  indicesFromGrid(block, grid, sink) {
    const n = grid.cells.length;
    const values = new Array(n);
    const rowsOf = new Array(n);
    const columns = new Array(n);
    for (let c = 0; c < n; c++) {
      values[c] = grid.cells[c];
      rowsOf[c] = grid.rowLines[Math.floor(c / grid.width)];
      columns[c] = grid.columns?.[c] ?? 0;
    }
    return this.emitIndices(values, rowsOf, columns, block, sink);
  }
  emitIndices(values, lines2, columns, block, sink) {
    const size = indicesSize(
      this.fixed,
      values.length,
      lines2.length > 0 ? `${lines2[0] === lines2[lines2.length - 1] ? `line ${lines2[0]}` : `lines ${block.firstLine}-${block.lastLine}`}` : "the input"
    );
    let min = Infinity;
    for (const v of values) if (v < min) min = v;
    const origin = indicesOrigin(this.fixed, min);
    const reading = {
      format: "indices",
      style: "linear square indices",
      origin,
      order: "xy",
      width: size.width,
      height: size.height,
      sizeFrom: "option",
      skipped: []
    };
    const notation = indexNotation(size.width, origin);
    sink.begin(reading, notation, {});
    const n = size.width * size.height;
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v - origin < 0 || v - origin >= n) {
        sink.malformed(
          `index ${v} is beyond the ${n} squares of the ${size.width}x${size.height} board (numbered from ${origin})`,
          lines2[i],
          columns[i]
        );
      } else {
        const [x, y] = indexSquare(v, size.width, size.height, origin);
        sink.visit(x, y, lines2[i], columns[i]);
      }
    }
    return { reading, claims: {}, notation };
  }
};

// ../../packages/verify/src/reader.ts
var MAX_LINE = 64 * 1024 * 1024;
var MAX_INPUT = 2 ** 36;
var SNIFF = 64 * 1024;
var ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-Z\\-_])/g;
function blankEscapes(line) {
  return line.includes("\x1B") ? line.replace(ANSI, (m) => " ".repeat(m.length)) : line;
}
var TourReader = class {
  constructor(sink, options = {}) {
    this.sink = sink;
    this.fixed = fixedReading(options);
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
  /** Feeds the next piece of the input. */
  push(chunk) {
    if (chunk.length === 0) return;
    this.total += chunk.length;
    if (this.total > MAX_INPUT) {
      throw new TourFormatError(
        `the input is longer than ${MAX_INPUT} characters: larger than any tour file`
      );
    }
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
  /** Picks JSON or lines once enough of the start is known; false while it is not. */
  decide(atEnd) {
    const text = this.head;
    checkBinary(text);
    const first = text.search(/\S/);
    if (first === -1 && !atEnd && text.length < SNIFF) return false;
    const c = first === -1 ? "" : text[first];
    let json = this.fixed.format === "json" || this.fixed.format === void 0 && (c === "{" || c === "[");
    if (json && this.fixed.format === void 0) {
      const lines2 = text.slice(first).split("\n");
      const complete = lines2.length > (atEnd ? 0 : 2) || atEnd;
      if (!complete && text.length < SNIFF) return false;
      const nonEmpty = lines2.map((l) => l.trim()).filter((l) => l !== "");
      const [l1, l2] = nonEmpty;
      if (l1 !== void 0 && l2 !== void 0 && /[\]})],?$/.test(l1) && /^[[{(]/.test(l2))
        json = false;
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
    for (; ; ) {
      const nl = chunk.indexOf("\n", start);
      if (nl === -1) break;
      let line = chunk.slice(start, nl);
      if (this.parts.length > 0) {
        this.parts.push(line);
        line = this.parts.join("");
        this.parts = [];
        this.partLength = 0;
      }
      this.emitLine(line);
      start = nl + 1;
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
  emitLine(raw) {
    this.lineNo++;
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    this.text.line(blankEscapes(line), this.lineNo);
  }
  /** Ends the input and returns how it was read; the sink has had every step. */
  finish() {
    if (!this.started) {
      if (this.head.trim() === "") throw new TourFormatError("empty input: no tour to read");
      this.decide(true);
      const buffered = this.head;
      this.head = "";
      this.feed(buffered);
    }
    if (this.json) return this.json.finish();
    if (this.parts.length > 0) {
      const last = this.parts.join("");
      this.parts = [];
      this.emitLine(last);
    }
    return this.text.finish();
  }
};
function checkBinary(text) {
  const n = Math.min(text.length, 8192);
  let line = 1;
  let column = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line++;
      column = 0;
      continue;
    }
    column++;
    if (c < 32 && c !== 9 && c !== 13 && c !== 12 && c !== 27 || c === 65533) {
      throw new TourFormatError(
        `binary data, not a tour (${c === 65533 ? "bytes that are not UTF-8" : `control byte 0x${c.toString(16).padStart(2, "0")}`} here)`,
        line,
        column
      );
    }
  }
}

// ../../packages/verify/src/checker.ts
var Problems = class {
  constructor(cap) {
    this.cap = cap;
  }
  cap;
  list = [];
  counts = {};
  add(kind, make2) {
    const count2 = (this.counts[kind] ?? 0) + 1;
    this.counts[kind] = count2;
    if (count2 <= this.cap) this.list.push(make2());
  }
  /** Whether anything was found: the counts, never the capped list, decide validity. */
  get none() {
    return Object.keys(this.counts).length === 0;
  }
};
var isKnight = (dx, dy) => {
  const ax = dx < 0 ? -dx : dx;
  const ay = dy < 0 ? -dy : dy;
  return ax === 1 && ay === 2 || ax === 2 && ay === 1;
};
var plain = (x, y) => `(${x},${y})`;
var place = (line, column) => line > 0 ? column > 0 ? { line, column } : { line } : {};
var PathChecker = class {
  constructor(width, height, options = {}, notation, trackFirstVisit = true) {
    this.width = width;
    this.height = height;
    this.options = options;
    this.notation = notation;
    this.squares = width * height;
    this.problems = new Problems(options.maxPerKind ?? 20);
    if (trackFirstVisit) this.first = new Int32Array(this.squares);
    else this.seen = new Uint8Array(this.squares + 7 >>> 3);
    this.name = notation ?? plain;
    this.board = `${width}x${height}`;
  }
  width;
  height;
  options;
  notation;
  squares;
  problems;
  first;
  seen;
  visited = 0;
  steps = 0;
  px = Number.NaN;
  py = Number.NaN;
  startX = Number.NaN;
  startY = Number.NaN;
  name;
  board;
  /** ` [(x,y)]` after a square in the file's notation; nothing when the file uses (x,y) itself. */
  zero(...squares) {
    if (!this.notation) return "";
    return ` [${squares.map(([x, y]) => plain(x, y)).join(" → ")}]`;
  }
  /** Step `k`'s prefix: `step 17 (line 3, col 9)`. */
  head(k, line, column) {
    return `step ${k}${describePlace(line, column)}`;
  }
  /** An entry that is not a square at all (`why` says what it is). */
  malformed(why, line = 0, column = 0) {
    const k = ++this.steps;
    this.problems.add("malformed", () => ({
      kind: "malformed",
      step: k,
      message: `${this.head(k, line, column)}: ${why}`,
      ...line > 0 ? { line } : {},
      ...column > 0 ? { column } : {}
    }));
    this.px = this.py = Number.NaN;
    if (k === 1) this.startX = this.startY = Number.NaN;
  }
  /** The next step: square `(x, y)` (0-based, possibly off the board), found at `line`, `column`. */
  visit(x, y, line = 0, column = 0) {
    const k = ++this.steps;
    if (k === 1) {
      this.startX = x;
      this.startY = y;
    }
    const { width, height } = this;
    if (!(x >= 0 && y >= 0 && x < width && y < height)) {
      this.problems.add("off-board", () => ({
        kind: "off-board",
        step: k,
        square: [x, y],
        message: `${this.head(k, line, column)}: ${this.name(x, y)} is off the ${this.board} board${this.zero([x, y])}`,
        ...place(line, column)
      }));
      this.px = this.py = Number.NaN;
      if (k === 1) this.startX = this.startY = Number.NaN;
      return;
    }
    const s = y * width + x;
    if (this.first) {
      const seen = this.first[s];
      if (seen === 0) {
        this.first[s] = k;
        this.visited++;
      } else {
        this.problems.add("duplicate", () => ({
          kind: "duplicate",
          steps: [seen, k],
          square: [x, y],
          message: `${this.head(k, line, column)}: ${this.name(x, y)} was already visited at step ${seen}${this.zero([x, y])}`,
          ...place(line, column)
        }));
      }
    } else {
      const seen = this.seen;
      const bit = 1 << (s & 7);
      if ((seen[s >>> 3] & bit) === 0) {
        seen[s >>> 3] |= bit;
        this.visited++;
      } else {
        this.problems.add("duplicate", () => ({
          kind: "duplicate",
          steps: [0, k],
          square: [x, y],
          message: `${this.head(k, line, column)}: ${this.name(x, y)} was already visited${this.zero([x, y])}`,
          ...place(line, column)
        }));
      }
    }
    const { px, py } = this;
    if (!Number.isNaN(px) && !isKnight(x - px, y - py)) {
      this.problems.add("not-a-knight-move", () => ({
        kind: "not-a-knight-move",
        step: k,
        from: [px, py],
        to: [x, y],
        message: `${this.head(k, line, column)}: ${this.name(px, py)} → ${this.name(x, y)} is not a knight move${this.zero([px, py], [x, y])}`,
        ...place(line, column)
      }));
    }
    this.px = x;
    this.py = y;
  }
  isVisited(s) {
    return this.first ? this.first[s] !== 0 : (this.seen[s >>> 3] & 1 << (s & 7)) !== 0;
  }
  /** Ends the walk: unvisited squares, length and closure. */
  finish() {
    const { width, height, squares, steps, visited, problems, options } = this;
    if (steps === 0) problems.add("empty", () => ({ kind: "empty", message: "the path is empty" }));
    if (steps > squares) {
      problems.add("size-mismatch", () => ({
        kind: "size-mismatch",
        steps,
        squares,
        message: `the path has ${steps} steps but the ${this.board} board has ${squares} squares`
      }));
    }
    if (visited < squares) {
      const max = options.maxUnvisited ?? 10;
      const list = [];
      for (let s = 0; s < squares && list.length < max; s++) {
        if (!this.isVisited(s)) list.push([s % width, Math.floor(s / width)]);
      }
      const count2 = squares - visited;
      const shown = list.map(([x, y]) => this.notation ? `${this.name(x, y)} (${x},${y})` : plain(x, y)).join(", ");
      problems.add("unvisited", () => ({
        kind: "unvisited",
        count: count2,
        squares: list,
        message: `${count2} of ${squares} squares never visited: ${shown}${count2 > list.length ? ", …" : ""}`
      }));
    }
    const isTour = problems.none;
    const start = Number.isNaN(this.startX) ? void 0 : [this.startX, this.startY];
    const last = Number.isNaN(this.px) ? void 0 : [this.px, this.py];
    const endsMeet = start !== void 0 && last !== void 0 && isKnight(last[0] - start[0], last[1] - start[1]);
    const closed = isTour && steps >= 2 && endsMeet;
    if (options.closed && !closed) {
      problems.add("not-closed", () => {
        if (isTour && start && last) {
          return {
            kind: "not-closed",
            first: start,
            last,
            message: `not closed: the last square ${this.name(...last)} (step ${steps}) is not a knight move from the first ${this.name(...start)}${this.zero(last, start)}`
          };
        }
        return {
          kind: "not-closed",
          message: "not closed: a closed tour was required and this is not a complete tour"
        };
      });
    }
    return {
      valid: problems.none,
      complete: visited === squares,
      closed,
      width,
      height,
      squares,
      visited,
      steps,
      problems: problems.list,
      counts: problems.counts,
      start,
      last
    };
  }
};

// ../../packages/verify/src/hamiltonian.ts
var sq = (x, y) => `(${x},${y})`;
function withClaims(result, claims, reading) {
  const warnings = [];
  const claim = (field, claimed, actual, what) => warnings.push({
    field,
    claimed,
    actual,
    message: `the document says ${field}: ${JSON.stringify(claimed)}, but ${what}`
  });
  const kinds = Object.keys(result.counts);
  const tour = kinds.length === 0 || kinds.length === 1 && kinds[0] === "not-closed" && result.complete;
  if (claims.complete !== void 0 && claims.complete !== tour) {
    claim(
      "complete",
      claims.complete,
      tour,
      tour ? "it is a complete tour" : "it is not a complete tour"
    );
  }
  if (claims.closed !== void 0 && claims.closed !== result.closed) {
    claim(
      "closed",
      claims.closed,
      result.closed,
      result.closed ? "it is a closed tour" : "it is not a closed tour"
    );
  }
  const start = result.start;
  if (claims.start !== void 0 && start !== void 0 && (claims.start[0] !== start[0] || claims.start[1] !== start[1])) {
    claim("start", claims.start, start, `the path starts at ${sq(start[0], start[1])}`);
  }
  if (claims.format !== void 0 && claims.format !== "knights-tour/1") {
    claim("format", claims.format, "knights-tour/1", "this verifier reads knights-tour/1");
  }
  return {
    valid: result.valid,
    complete: result.complete,
    closed: result.closed,
    width: result.width,
    height: result.height,
    squares: result.squares,
    visited: result.visited,
    steps: result.steps,
    problems: result.problems,
    counts: result.counts,
    warnings,
    ...reading ? { reading } : {}
  };
}
var CheckingSink = class {
  constructor(options) {
    this.options = options;
  }
  options;
  checker;
  claims = {};
  begin(reading, notation, claims) {
    this.checker = new PathChecker(
      reading.width,
      reading.height,
      this.options,
      notation,
      reading.format !== "text"
    );
    this.claims = claims;
  }
  visit(x, y, line, column) {
    this.checker.visit(x, y, line, column);
  }
  malformed(why, line, column) {
    this.checker.malformed(why, line, column);
  }
};
function createTourVerifier(options = {}) {
  const sink = new CheckingSink(options);
  const reader = new TourReader(sink, options);
  return {
    push: (chunk) => reader.push(chunk),
    finish() {
      const { reading, claims } = reader.finish();
      return withClaims(sink.checker.finish(), claims, reading);
    }
  };
}

// ../../packages/verify/src/report.ts
function summarizeReport(report2) {
  const board = `${report2.width}x${report2.height}`;
  if (report2.valid) {
    return `valid ${report2.closed ? "closed" : "open"} tour of ${board} (${report2.squares} squares)`;
  }
  const kinds = Object.entries(report2.counts);
  const total = kinds.reduce((sum, [, n]) => sum + n, 0);
  const detail = kinds.map(([kind, n]) => `${n} ${kind}`).join(", ");
  return `invalid ${board} tour: ${total} problem${total === 1 ? "" : "s"} (${detail}), ${report2.visited} of ${report2.squares} squares visited in ${report2.steps} step${report2.steps === 1 ? "" : "s"}`;
}

// src/inputs.ts
var DEFAULTS = {
  mode: "sweep",
  algorithm: "octaml16",
  starts: "all",
  shard: "1/1",
  closed: "false",
  "fail-on-failure": "true",
  "accept-long-run": "false",
  results: "knights-tour-results.json"
};
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
  return read(name) || DEFAULTS[name];
}
function parsed(input, parse) {
  try {
    return parse();
  } catch (error2) {
    throw new InputError(input, error2.message);
  }
}
function parseBoolean(input, text) {
  if (["true", "True", "TRUE"].includes(text)) return true;
  if (["false", "False", "FALSE"].includes(text)) return false;
  throw new InputError(input, `expected true or false, got '${text}'`);
}
function parseMode(text) {
  const mode = text.toLowerCase();
  if (mode === "sweep" || mode === "verify" || mode === "merge") return mode;
  throw new InputError("mode", `expected sweep, verify or merge, got '${text}'`);
}
function parseResultsPath(text, cwd) {
  try {
    return checkOutputPath(resolve3(cwd, text), text);
  } catch (error2) {
    if (error2 instanceof KnightsTourError) throw new InputError("results", error2.message);
    throw error2;
  }
}
function patterns(text) {
  return text.split("\n").map((line) => line.trim()).filter((line) => line !== "");
}
function parseReading(read, mode) {
  const format = read("input-format");
  const origin = read("origin");
  const order = read("order");
  const size = read("size");
  if (mode !== "verify") {
    for (const [name, v] of [
      ["input-format", format],
      ["origin", origin],
      ["order", order],
      ["size", size]
    ]) {
      if (v !== "")
        throw new InputError(name, "only used in verify mode (how to read the tour files)");
    }
    return {};
  }
  if (format !== "" && !INPUT_FORMATS.includes(format)) {
    throw new InputError(
      "input-format",
      `expected one of ${INPUT_FORMATS.join(", ")}, got '${format}'`
    );
  }
  if (origin !== "" && origin !== "0" && origin !== "1") {
    throw new InputError("origin", `expected 0 or 1, got '${origin}'`);
  }
  if (order !== "" && order !== "xy" && order !== "rc") {
    throw new InputError("order", `expected xy or rc, got '${order}'`);
  }
  if (size !== "") parsed("size", () => parseBoardSize2(size));
  return {
    ...format !== "" ? { inputFormat: format } : {},
    ...origin !== "" ? { origin: Number(origin) } : {},
    ...order !== "" ? { order } : {},
    ...size !== "" ? { size } : {}
  };
}
function readInputs(read, cwd = process.cwd()) {
  const mode = parseMode(withDefault(read, "mode"));
  const algorithmText = read("algorithm");
  const named = algorithmText === "" ? void 0 : parsed("algorithm", () => parseSweepAlgorithm(algorithmText));
  let algorithm = named ?? DEFAULTS.algorithm;
  const seedText = read("seed");
  const seed = seedText === "" ? void 0 : parsed("seed", () => parseSeed(seedText, algorithm));
  const starts = parsed("starts", () => parseStartSet(withDefault(read, "starts")));
  const shard = parsed("shard", () => parseShard(withDefault(read, "shard")));
  const closed = parseBoolean("closed", withDefault(read, "closed"));
  const failOnFailure = parseBoolean("fail-on-failure", withDefault(read, "fail-on-failure"));
  const acceptLongRun = parseBoolean("accept-long-run", withDefault(read, "accept-long-run"));
  const results = parseResultsPath(withDefault(read, "results"), cwd);
  const sizesText = read("sizes");
  const tours = patterns(read("tours"));
  const shards = patterns(read("shards"));
  if (mode !== "merge" && shards.length > 0) {
    throw new InputError("shards", "only used in merge mode (set mode: merge to combine shards)");
  }
  let spec;
  if (mode === "sweep") {
    if (sizesText === "") {
      throw new InputError("sizes", "required in sweep mode: board sizes such as 5-80 or 8,10,12");
    }
    const sizes = parsed("sizes", () => parseSizes(sizesText, MAX_SIDE));
    if (tours.length > 0) {
      throw new InputError("tours", "only used in verify mode (set mode: verify to check files)");
    }
    if (closed) {
      throw new InputError("closed", "only used in verify mode (the heuristics walk open tours)");
    }
    algorithm = named ?? defaultAlgorithm2(sizes);
    const sweep = { algorithm, sizes, starts, ...seed === void 0 ? {} : { seed } };
    spec = sweep;
    try {
      checkSweepSpec(sweep);
    } catch (error2) {
      const message = error2.message;
      const input = /^start set/.test(message) ? "starts" : /seed/.test(message) ? "seed" : "algorithm";
      throw new InputError(input, message);
    }
    const work = parsed("sizes", () => planSweep(sweep, shard)).work;
    parsed(
      "sizes",
      () => checkWorkLimit(work, {
        workers: availableParallelism2(),
        accept: acceptLongRun,
        rate: sweepRate(sizes),
        proceed: "split it into shards (the shard input, one matrix job each), choose smaller sizes or starts, or set accept-long-run: true"
      })
    );
  } else if (mode === "merge") {
    if (shards.length === 0) {
      throw new InputError(
        "shards",
        "required in merge mode: glob patterns of shard result files, one per line"
      );
    }
    const unused = sizesText !== "" ? "sizes" : tours.length > 0 ? "tours" : closed ? "closed" : seed !== void 0 ? "seed" : void 0;
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
    if (sizesText !== "") {
      throw new InputError(
        "sizes",
        "only used in sweep mode (verify mode reads the size from each file)"
      );
    }
    if (seed !== void 0) {
      throw new InputError("seed", "only used in sweep mode (with algorithm warnsdorff)");
    }
  }
  const reading = parseReading(read, mode);
  return {
    mode,
    algorithm,
    ...seed === void 0 ? {} : { seed },
    reading,
    ...spec ? { spec } : {},
    starts,
    shard,
    tours,
    shards,
    closed,
    failOnFailure,
    results
  };
}

// src/merge.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { join as join4 } from "node:path";

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
function sizeRows(results) {
  const bySize = /* @__PURE__ */ new Map();
  for (const r of results) {
    const label = sizeLabel(r);
    let entry = bySize.get(label);
    if (!entry) {
      entry = {
        size: {
          width: r.width,
          height: r.height,
          ...r.depth === void 0 ? {} : { depth: r.depth }
        },
        row: { sizes: label, instances: 0, failures: 0, attempts: {} }
      };
      bySize.set(label, entry);
    }
    const { row: acc } = entry;
    entry.row = {
      ...acc,
      instances: acc.instances + r.instances,
      failures: acc.failures + r.failed.length,
      attempts: addAttempts(acc.attempts, r.attempts)
    };
  }
  const entries = [...bySize.values()];
  if (entries.length <= ONE_ROW_PER_SIZE) return entries.map((e) => e.row);
  const groups = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const decade = e.size.depth === void 0 ? Math.floor(e.size.width / 10) : e.size.width;
    groups.set(decade, [...groups.get(decade) ?? [], e]);
  }
  return [...groups.values()].map((group2) => ({
    sizes: formatSizes(group2.map((e) => e.size)),
    instances: group2.reduce((sum, e) => sum + e.row.instances, 0),
    failures: group2.reduce((sum, e) => sum + e.row.failures, 0),
    attempts: group2.reduce((acc, e) => addRecord(acc, e.row.attempts), {})
  }));
}
function addAttempts(acc, attempts) {
  const out = { ...acc };
  attempts.forEach((n, a) => {
    if (a > 0 && n > 0) out[String(a)] = (out[String(a)] ?? 0) + n;
  });
  return out;
}
function addRecord(acc, more) {
  const out = { ...acc };
  for (const [a, n] of Object.entries(more)) out[a] = (out[a] ?? 0) + n;
  return out;
}
function describeFailure(algorithm, f) {
  const where2 = `${algorithm} failed on ${boardLabel(f)} from ${startLabel(f.start)}`;
  if (f.problem) return `${where2}: ${f.problem}`;
  const unit = f.depth === void 0 ? "squares" : "cells";
  return `${where2}: reached ${count(f.reached)} of ${count(boardCells(f))} ${unit} after ${plural2(f.attempts, "attempt")}`;
}
function sweepMarkdown(report2) {
  const { summary: summary2, shard } = report2;
  const shardText = shard.count > 1 ? ` · shard ${shard.index}/${shard.count}` : "";
  const verdict = report2.incomplete ? `⚠️ ${report2.incomplete}` : report2.interrupted ? `⚠️ interrupted after ${count(summary2.tasksDone)} of ${count(summary2.tasksTotal)} tasks` : summary2.failures === 0 ? "✅ every instance has a complete tour" : `❌ ${plural2(summary2.failures, "instance")} without a complete tour`;
  const lines2 = [
    `## Knight's tour sweep: ${algorithmLabel(summary2)}`,
    "",
    `Sizes ${summary2.sizes} · starts \`${summary2.starts}\`${shardText}${report2.mergedFrom !== void 0 ? ` · merged from ${plural2(report2.mergedFrom, "file")}` : ""} · ${plural2(summary2.instances, "instance")} · ${plural2(summary2.failures, "failure")}`,
    "",
    `**${verdict}**`,
    "",
    // Only a heuristic that retries has attempts worth a column (the others always take 1).
    ...retriesOnFailure(summary2.algorithm) ? table(
      ["sizes", "instances", "failures", "attempts needed (complete instances)"],
      [
        ...sizeRows(report2.results).map((r) => [
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
        ...sizeRows(report2.results).map((r) => [
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
    lines2.push(
      "",
      "### Instances by method",
      "",
      ...table(
        ["method", "instances"],
        AUTO_METHODS.filter((m) => (methods[m] ?? 0) > 0).map((m) => [m, count(methods[m] ?? 0)])
      )
    );
  }
  if (summary2.failed.length > 0) {
    const failed = summary2.failed.slice(0, MAX_ROWS);
    const problems = failed.some((f) => f.problem);
    lines2.push(
      "",
      "### Failing instances",
      "",
      ...table(
        [
          "board",
          "start",
          failed[0]?.depth === void 0 ? "squares reached" : "cells reached",
          "attempts",
          ...problems ? ["problem"] : []
        ],
        failed.map((f) => [
          boardLabel(f),
          startLabel(f.start),
          `${count(f.reached)} of ${count(boardCells(f))}`,
          f.attempts,
          ...problems ? [f.problem ?? ""] : []
        ])
      )
    );
    if (summary2.failed.length > MAX_ROWS) {
      lines2.push("", `…and ${plural2(summary2.failed.length - MAX_ROWS, "more failure")}.`);
    }
  }
  lines2.push("", `Results: \`${report2.resultsFile}\``, "");
  return lines2.join("\n");
}
function verifyMarkdown(verdicts, closed, shard, resultsFile) {
  const invalid = verdicts.filter((v) => !v.valid).length;
  const shown = verdicts.length <= MAX_FILE_ROWS ? verdicts : verdicts.filter((v) => !v.valid).slice(0, MAX_ROWS);
  const shardText = shard.count > 1 ? ` · shard ${shard.index}/${shard.count}` : "";
  const lines2 = [
    "## Knight's tour verification",
    "",
    `${plural2(verdicts.length, "file")}${closed ? " · closed tours required" : ""}${shardText} · ${plural2(invalid, "invalid file")}`,
    "",
    `**${invalid === 0 ? `✅ every tour is valid${closed ? " and closed" : ""}` : `❌ ${plural2(invalid, "file")} rejected`}**`,
    "",
    ...table(
      ["file", "board", "verdict"],
      shown.map((v) => [`\`${v.file}\``, v.board ?? "–", `${v.valid ? "✅" : "❌"} ${v.verdict}`])
    ),
    ...shown.length < verdicts.length ? ["", `…and ${plural2(verdicts.length - shown.length, "more file")} (see the results file).`] : [],
    "",
    `Results: \`${resultsFile}\``,
    ""
  ];
  return lines2.join("\n");
}

// src/verify.ts
import { closeSync as closeSync3, openSync as openSync3, readSync } from "node:fs";
import { join as join3, resolve as resolve6 } from "node:path";

// node_modules/tinyglobby/dist/index.mjs
import { readdir, readdirSync, realpath, realpathSync as realpathSync3, stat, statSync as statSync3 } from "fs";
import { isAbsolute, posix, resolve as resolve5 } from "path";
import { fileURLToPath as fileURLToPath2 } from "url";

// node_modules/fdir/dist/index.mjs
import { createRequire as createRequire2 } from "module";
import { basename as basename2, dirname as dirname2, normalize, relative, resolve as resolve4, sep } from "path";
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
  if (resolvePaths) path = resolve4(path);
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
    else return convertSlashes(relative(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
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
    fs2.stat(resolvedPath, (error$1, stat2) => {
      if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
      if (stat2.isDirectory() && isRecursive(path, resolvedPath, state)) return queue.dequeue(null, state);
      callback$1(stat2, resolvedPath);
      queue.dequeue(null, state);
    });
  });
};
var resolveSymlinks = function(path, state, callback$1) {
  const { queue, fs: fs2, options: { suppressErrors } } = state;
  queue.enqueue();
  try {
    const resolvedPath = fs2.realpathSync(path);
    const stat2 = fs2.statSync(resolvedPath);
    if (stat2.isDirectory() && isRecursive(path, resolvedPath, state)) return;
    callback$1(stat2, resolvedPath);
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
  let parent = dirname2(path);
  let depth = 1;
  while (parent !== state.root && depth < 2) {
    const resolvedPath = state.symlinks.get(parent);
    const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
    if (isSameRoot) depth++;
    else parent = dirname2(parent);
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
  report(error2, callback$1, state.counts, state.options.suppressErrors);
  return null;
};
var defaultAsync = (state, error2, callback$1) => {
  report(error2, callback$1, state.paths, state.options.suppressErrors);
  return null;
};
var limitFilesAsync = (state, error2, callback$1) => {
  report(error2, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
  return null;
};
var groupsAsync = (state, error2, callback$1) => {
  report(error2, callback$1, state.groups, state.options.suppressErrors);
  return null;
};
function report(error2, callback$1, output, suppressErrors) {
  if (error2 && !suppressErrors) callback$1(error2, output);
  else callback$1(null, output);
}
function build$1(options, isSynchronous) {
  const { onlyCounts, group: group2, maxFiles } = options;
  if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
  else if (group2) return isSynchronous ? groupsSync : groupsAsync;
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
var Walker = class {
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
        this.resolveSymlink(path, this.state, (stat2, resolvedPath) => {
          if (stat2.isDirectory()) {
            resolvedPath = normalizePath(resolvedPath, this.state.options);
            if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path + pathSeparator)) return;
            this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path + pathSeparator, depth - 1, this.walk);
          } else {
            resolvedPath = useRealPaths ? resolvedPath : path;
            const filename = basename2(resolvedPath);
            const directoryPath$1 = normalizePath(dirname2(resolvedPath), this.state.options);
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
  let walker = new Walker(root, options, callback$1);
  walker.start();
}
function sync(root, options) {
  const walker = new Walker(root, options);
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
  if (absolute) return (p) => posix.relative(cwd, p) || ".";
  return (p) => posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
  if (root.startsWith(`${cwd}/`)) {
    const prefix = root.slice(cwd.length + 1);
    return (p) => `${prefix}/${p}`;
  }
  return (p) => {
    const result = posix.relative(cwd, `${root}/${p}`);
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
  result = isAbsolute(result.replace(ESCAPING_BACKSLASHES, "")) ? posix.relative(escapedCwd, result) : posix.normalize(result);
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
    const potentialRoot = posix.join(cwd, parentDir.slice(i * 3));
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
    props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? posix.join(cwd, ...newCommonPath) : cwd);
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
  opts.cwd = (opts.cwd instanceof URL ? fileURLToPath2(opts.cwd) : resolve5(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
  opts.ignore = ensureStringArray(opts.ignore);
  opts.fs && (opts.fs = {
    readdir: opts.fs.readdir || readdir,
    readdirSync: opts.fs.readdirSync || readdirSync,
    realpath: opts.fs.realpath || realpath,
    realpathSync: opts.fs.realpathSync || realpathSync3,
    stat: opts.fs.stat || stat,
    statSync: opts.fs.statSync || statSync3
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
  const [crawler, relative3] = getCrawler(globInput, options);
  return crawler ? formatPaths(await crawler.withPromise(), relative3) : [];
}

// src/verify.ts
var VERIFY_RESULT_FORMAT = "knights-tour-verify/1";
var ALWAYS_IGNORED = ["**/node_modules/**", "**/.git/**"];
async function findFiles(patterns2, cwd, input, skip) {
  const excludes = patterns2.filter((p) => p.startsWith("!")).map((p) => p.slice(1));
  const includes = patterns2.filter((p) => !p.startsWith("!"));
  if (includes.length === 0) {
    throw new InputError(
      input,
      "every pattern is an exclusion (!…): give at least one pattern of files to read"
    );
  }
  const found = /* @__PURE__ */ new Set();
  for (const pattern of includes) {
    const matches = (await glob(pattern, {
      cwd,
      ignore: [...ALWAYS_IGNORED, ...excludes],
      onlyFiles: true,
      expandDirectories: false
    })).filter((m) => skip === void 0 || resolve6(cwd, m) !== skip);
    if (matches.length === 0) {
      throw new InputError(input, `no file matches '${pattern}' (in ${cwd})`);
    }
    for (const m of matches) found.add(m);
  }
  return [...found].sort();
}
function shardFiles(files, shard) {
  return files.filter((_, i) => i % shard.count === shard.index - 1);
}
function locate(problem) {
  const at = problem;
  return {
    message: problem.message,
    ...at.line ? { line: at.line } : {},
    ...at.column ? { column: at.column } : {}
  };
}
var OWN_RESULTS = /"format"\s*:\s*"knights-tour-(?:verify|sweep)\/1"/;
function feed(full, push) {
  const fd = openSync3(full, "r");
  try {
    const buffer = Buffer.alloc(1 << 20);
    const decoder = new TextDecoder("utf-8");
    let first = true;
    for (; ; ) {
      const n = readSync(fd, buffer, 0, buffer.length, null);
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
    closeSync3(fd);
  }
}
function checkFile(file, full, closed, reading) {
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
  let report2;
  try {
    const verifier = createTourVerifier({ ...reading, closed });
    if (!feed(full, (chunk) => verifier.push(chunk))) return void 0;
    report2 = verifier.finish();
  } catch (error2) {
    if (error2 instanceof TourFormatError) {
      return rejected(error2.message, error2.line, error2.column);
    }
    const err = error2;
    if (err.code !== void 0) return rejected(`cannot read the file: ${err.message}`);
    const known = error2 instanceof KnightsTourError;
    return rejected(`${known ? "" : "internal error: "}${error2.message.split("\n")[0]}`);
  }
  const board = `${report2.width}x${report2.height}`;
  const json = {
    file,
    valid: report2.valid,
    width: report2.width,
    height: report2.height,
    complete: report2.complete,
    closed: report2.closed,
    steps: report2.steps,
    visited: report2.visited,
    squares: report2.squares,
    counts: report2.counts,
    problems: report2.problems.map(locate),
    warnings: report2.warnings.map((w) => w.message),
    ...report2.reading ? { reading: report2.reading, read: describeReading(report2.reading) } : {}
  };
  if (report2.valid) {
    return {
      verdict: {
        file,
        valid: true,
        board,
        verdict: `valid ${report2.closed ? "closed" : "open"} tour (${report2.squares.toLocaleString("en-US")} squares)`,
        problems: []
      },
      json
    };
  }
  const total = Object.values(report2.counts).reduce((sum, n) => sum + (n ?? 0), 0);
  const problems = report2.problems.map(locate);
  const first = problems[0]?.message ?? summarizeReport(report2);
  const line = problems[0]?.line;
  const column = problems[0]?.column;
  const more = total > 1 ? ` (and ${total - 1} more problem${total === 2 ? "" : "s"})` : "";
  return {
    verdict: {
      file,
      valid: false,
      board,
      verdict: `${first}${more}`,
      problems
    },
    annotation: {
      message: `${summarizeReport(report2)}; ${first}`,
      title: "Invalid knight’s tour",
      file,
      ...line !== void 0 ? { line } : {},
      ...column !== void 0 ? { column } : {}
    },
    json
  };
}
async function verifyMode(inputs, cwd, display) {
  const all = await findFiles(inputs.tours, cwd, "tours");
  const files = shardFiles(all, inputs.shard);
  const { shard, closed, reading } = inputs;
  const own = display(inputs.results);
  const checked = await group(
    `Verify ${files.length} tour file${files.length === 1 ? "" : "s"}${closed ? " (closed tours required)" : ""}${shard.count > 1 ? `, shard ${shard.index}/${shard.count} of ${all.length}` : ""}`,
    async () => files.flatMap((file) => {
      const result = file === own ? void 0 : checkFile(file, join3(cwd, file), closed, reading);
      if (!result) {
        info(`skipped ${file}: a results file of this Action, not a tour`);
        return [];
      }
      info(
        `${result.verdict.valid ? "valid  " : "INVALID"} ${file}: ${result.verdict.verdict}`
      );
      return [result];
    })
  );
  const invalid = checked.filter((c) => !c.verdict.valid).length;
  writeFileAtomicSync(
    inputs.results,
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

// src/merge.ts
async function mergeMode(inputs, cwd, display) {
  const names = await findFiles(inputs.shards, cwd, "shards", inputs.results);
  const files = names.map((name) => {
    let text;
    try {
      text = readFileSync2(join4(cwd, name), "utf8");
    } catch (error2) {
      throw new InputError("shards", `cannot read ${name}: ${error2.message}`);
    }
    return parseResultFile(text, name);
  });
  const { summary: summary2, file, missing } = mergeResultFiles(files, names);
  writeFileAtomicSync(inputs.results, formatResultFile(file));
  info(
    `Merged ${names.length} result file${names.length === 1 ? "" : "s"}: ${names.join(", ")}`
  );
  const notes = [];
  if (missing.length > 0) {
    notes.push(`missing shards ${missing.map((s) => `${s.index}/${s.count}`).join(", ")}`);
  }
  const partial = names.filter((_, i) => files[i].results.length < files[i].tasksTotal);
  if (partial.length > 0) notes.push(`interrupted shards in ${partial.join(", ")}`);
  const incomplete = summary2.complete ? void 0 : `incomplete: ${summary2.tasksDone.toLocaleString("en-US")} of ${summary2.tasksTotal.toLocaleString("en-US")} tasks${notes.length > 0 ? `; ${notes.join("; ")}` : ""}`;
  return {
    instances: summary2.instances,
    failures: summary2.failures,
    annotations: summary2.failed.map((f) => ({
      message: describeFailure(summary2.algorithm, f),
      title: "Incomplete knight’s tour"
    })),
    markdown: sweepMarkdown({
      summary: summary2,
      results: file.results,
      shard: { index: 1, count: 1 },
      interrupted: false,
      resultsFile: display(inputs.results),
      mergedFrom: names.length,
      ...incomplete !== void 0 ? { incomplete } : {}
    }),
    interrupted: false,
    ...incomplete !== void 0 ? { incomplete } : {},
    failureText: `${summary2.failures.toLocaleString("en-US")} of ${summary2.instances.toLocaleString("en-US")} instances have no complete tour`
  };
}

// src/sweep.ts
var PROGRESS_INTERVAL_MS = 15e3;
async function sweepMode(inputs, signal, display) {
  const { spec, shard } = inputs;
  const title = `Sweep ${algorithmLabel(spec)}, sizes ${formatSizes(spec.sizes)}, ${spec.starts} starts${shard.count > 1 ? `, shard ${shard.index}/${shard.count}` : ""}`;
  let last = Date.now();
  const run2 = await group(
    title,
    () => runSweep({
      spec,
      shard: shard.count > 1 ? shard : void 0,
      out: inputs.results,
      signal,
      onProgress(p) {
        const now = Date.now();
        if (now - last >= PROGRESS_INTERVAL_MS || p.tasksDone === p.tasksTotal) {
          last = now;
          info(formatProgress(p));
        }
      }
    })
  );
  const { summary: summary2 } = run2;
  info(
    `${algorithmLabel(summary2)}: ${summary2.instances.toLocaleString("en-US")} instances, ${summary2.failures.toLocaleString("en-US")} failures`
  );
  if (summary2.methods) {
    const methods = Object.entries(summary2.methods).map(([m, n]) => `${m} ${n}`);
    info(`instances by method: ${methods.join(", ")}`);
  }
  return {
    instances: summary2.instances,
    failures: summary2.failures,
    annotations: summary2.failed.map((f) => ({
      message: describeFailure(algorithmLabel(summary2), f),
      title: "Incomplete knight’s tour"
    })),
    markdown: sweepMarkdown({
      summary: summary2,
      results: run2.file.results,
      shard,
      interrupted: run2.interrupted,
      resultsFile: display(inputs.results)
    }),
    interrupted: run2.interrupted,
    failureText: `${summary2.failures.toLocaleString("en-US")} of ${summary2.instances.toLocaleString("en-US")} instances have no complete tour`
  };
}

// src/main.ts
var MAX_ANNOTATIONS = 50;
function displayPath(cwd) {
  return (path) => {
    const rel = relative2(cwd, path);
    const shown = rel === "" || rel.startsWith("..") || isAbsolute2(rel) ? path : rel;
    return shown.split(sep2).join("/");
  };
}
function annotate(annotations, resultsFile) {
  for (const a of annotations.slice(0, MAX_ANNOTATIONS)) {
    error(a.message, {
      title: a.title,
      ...a.file !== void 0 ? { file: a.file } : {},
      ...a.line !== void 0 ? { startLine: a.line } : {},
      ...a.column !== void 0 ? { startColumn: a.column } : {}
    });
  }
  if (annotations.length > MAX_ANNOTATIONS) {
    error(
      `${annotations.length - MAX_ANNOTATIONS} more failures are not annotated: see the job summary and ${resultsFile}`,
      { title: "More failures" }
    );
  }
}
async function writeSummary(markdown, env) {
  if (!env.GITHUB_STEP_SUMMARY) {
    info("GITHUB_STEP_SUMMARY is not set: no job summary written");
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
  try {
    let inputs;
    try {
      const read = context?.env ? envInputs(context.env) : (name) => getInput(name);
      inputs = readInputs(read, cwd);
    } catch (error2) {
      setFailed(oneLine(error2));
      return;
    }
    const display = displayPath(cwd);
    const outcome = inputs.mode === "sweep" ? await sweepMode(inputs, signal, display) : inputs.mode === "merge" ? await mergeMode(inputs, cwd, display) : await verifyMode(inputs, cwd, display);
    setOutput("instances", String(outcome.instances));
    setOutput("failures", String(outcome.failures));
    setOutput("results", inputs.results);
    annotate(outcome.annotations, display(inputs.results));
    await writeSummary(outcome.markdown, env);
    if (outcome.interrupted) {
      setFailed(`cancelled before the end: partial results in ${display(inputs.results)}`);
    } else if (outcome.incomplete !== void 0) {
      setFailed(outcome.incomplete);
    } else if (outcome.failures > 0) {
      if (inputs.failOnFailure) setFailed(outcome.failureText);
      else warning(`${outcome.failureText} (not failing: fail-on-failure is false)`);
    } else {
      info(`No failures. Results in ${display(inputs.results)}`);
    }
  } catch (error2) {
    if (env.KNIGHTS_TOUR_DEBUG) info(String(error2.stack));
    setFailed(oneLine(error2));
  }
}

// src/index.ts
var controller = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => controller.abort());
}
await run({ signal: controller.signal });
process.exit(process.exitCode ?? 0);
