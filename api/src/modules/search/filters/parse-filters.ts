import { and, type FilterCondition, type FilterNode, FilterSyntaxError, type NumericOperator, or } from './ast';
import { describeToken, describeTokenType, type Token, type TokenType, tokenize } from './lexer';

/**
 * Recursive-descent parser for Algolia's `filters` syntax, accepting and refusing what Algolia's engine does
 * (cross-checked against algolia-filters-js-syntax-validator in the tests):
 *
 *   filter     := clause ('AND' clause)*
 *   clause     := term ('OR' term)*                  -- at the top level OR binds tighter: A OR B AND C = (A OR B) AND C
 *   term       := '(' group ')' | 'NOT'? condition
 *   group      := term (('AND' | 'OR') term)*
 *   condition  := attr op number | attr ':' value ['TO' number] options? | tag options?
 *   options    := '<' 'score' '=' number '>'          -- parsed, then ignored (no optional filters)
 *
 * Within one top-level clause the operators must be all OR or all AND ("(X AND Y) OR Z is not allowed"), and
 * the conditions of an OR must be of one kind: all numeric, all facet, or all tag filters.
 */
export function parseFilters(input: string): FilterNode | null {
  if (input === '') return null;
  return new FilterParser(tokenize(input)).parse();
}

type ConditionKind = 'numeric' | 'facet' | 'tag';
const kindOf = (condition: FilterCondition): ConditionKind =>
  condition.kind === 'range' || condition.kind === 'numeric' ? 'numeric' : condition.kind;

const KIND_HINT: Record<ConditionKind, string> = {
  numeric: 'Expected a numeric filter: attr=10, attr>10, attr>=10, attr<10, attr<=10, attr!=10 or attr:10 TO 20.',
  facet: 'Expected a facet filter: facet_name:facet_value.',
  tag: 'Expected a tag filter: _tags:tag_value or tag_value.',
};

/** What one top-level clause uses, checked once the clause is parsed. */
interface ClauseState {
  sawAnd: boolean;
  sawOr: boolean;
  kinds: ConditionKind[];
}

class FilterParser {
  private index = 0;
  private clause: ClauseState = { sawAnd: false, sawOr: false, kinds: [] };

  constructor(private readonly tokens: Token[]) {}

  parse(): FilterNode {
    const clauses = [this.parseClause()];
    while (this.peek().type === 'AND') {
      this.index++;
      clauses.push(this.parseClause());
    }
    this.expect('eof');
    return and(clauses);
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)] as Token;
  }

  private take(): Token {
    const token = this.peek();
    this.index++;
    return token;
  }

  private unexpected(token: Token, expected: TokenType | 'filter'): FilterSyntaxError {
    return new FilterSyntaxError(`filters: Unexpected token ${describeToken(token)} expected ${describeTokenType(expected)} at col ${token.pos}`);
  }

  private expect(type: TokenType): Token {
    const token = this.peek();
    if (token.type !== type) throw this.unexpected(token, type);
    return this.take();
  }

  private parseClause(): FilterNode {
    this.clause = { sawAnd: false, sawOr: false, kinds: [] };
    const terms = [this.parseTerm()];
    while (this.peek().type === 'OR') {
      this.noteOperator(this.take());
      terms.push(this.parseTerm());
    }
    if (this.clause.sawOr) {
      const [first, ...rest] = this.clause.kinds;
      const other = rest.find((kind) => kind !== first);
      if (first && other) throw new FilterSyntaxError(`filters: Different types are not allowed in the same OR. ${KIND_HINT[first]}`);
    }
    return or(terms);
  }

  private noteOperator(token: Token) {
    if (token.type === 'AND') this.clause.sawAnd = true;
    else this.clause.sawOr = true;
    if (this.clause.sawAnd && this.clause.sawOr) {
      throw new FilterSyntaxError(
        `filters: (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed (col ${token.pos})`,
      );
    }
  }

  private parseTerm(): FilterNode {
    if (this.peek().type === 'open') {
      this.index++;
      const group = this.parseGroup();
      this.expect('close');
      return group;
    }
    let negated = false;
    if (this.peek().type === 'NOT') {
      this.index++;
      negated = true;
    }
    const condition = this.parseCondition(negated);
    this.clause.kinds.push(kindOf(condition));
    return condition;
  }

  private parseGroup(): FilterNode {
    const terms = [this.parseTerm()];
    let operator: 'AND' | 'OR' | undefined;
    while (this.peek().type === 'AND' || this.peek().type === 'OR') {
      const token = this.take();
      this.noteOperator(token);
      operator = token.type as 'AND' | 'OR';
      terms.push(this.parseTerm());
    }
    return operator === 'AND' ? and(terms) : or(terms);
  }

  private parseCondition(negated: boolean): FilterCondition {
    const name = this.peek();
    if (name.type !== 'string' && name.type !== 'number') throw this.unexpected(name, 'filter');
    this.index++;
    const next = this.peek();

    if (next.type === 'lt' && this.peek(1).value === 'score') {
      this.parseOptions();
      return { kind: 'tag', value: name.value, negated };
    }
    if (next.type === 'operator' || next.type === 'lt' || next.type === 'gt') {
      this.index++;
      const value = this.parseNumber();
      return { kind: 'numeric', attribute: name.value, operator: next.value as NumericOperator, value, negated };
    }
    if (next.type === 'colon') {
      this.index++;
      const value = this.peek();
      if (value.type !== 'string' && value.type !== 'number') throw this.unexpected(value, 'string');
      this.index++;
      if (value.type === 'number' && this.peek().type === 'TO') {
        this.index++;
        const to = this.parseNumber();
        return { kind: 'range', attribute: name.value, from: this.toNumber(value), to, negated };
      }
      this.parseOptions();
      return name.value === '_tags'
        ? { kind: 'tag', value: value.value, negated }
        : { kind: 'facet', attribute: name.value, value: value.value, negated };
    }
    return { kind: 'tag', value: name.value, negated };
  }

  private parseNumber(): number {
    const token = this.peek();
    if (token.type !== 'number') throw this.unexpected(token, 'number');
    this.index++;
    return this.toNumber(token);
  }

  private toNumber(token: Token): number {
    const value = Number(token.value);
    if (!Number.isFinite(value)) throw new FilterSyntaxError(`filters: Invalid number '${token.value}' at col ${token.pos}`);
    return value;
  }

  /** `<score=N>` after a facet or tag filter: only meaningful for optional filters, which we do not rank. */
  private parseOptions() {
    if (this.peek().type !== 'lt') return;
    this.index++;
    const option = this.peek();
    if (option.type !== 'string') throw this.unexpected(option, 'string');
    if (option.value !== 'score') throw new FilterSyntaxError(`filters: Unexpected option '${option.value}' expected "score" at col ${option.pos}`);
    this.index++;
    const equals = this.peek();
    if (equals.type !== 'operator' || equals.value !== '=') throw this.unexpected(equals, 'operator');
    this.index++;
    this.parseNumber();
    this.expect('gt');
  }
}
