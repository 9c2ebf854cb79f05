/* lair-shown-seat.c — a seat as the board has shown it so far
 *
 * A seat's panel shows what the seat holds and how it stands, but never
 * ahead of the board: while the story of a decision is told, the seat
 * itself may already have left, been paid or lost its hand to the spider.
 * A shown seat has the seat's own property names. At rest it follows its
 * seat through a binding group; while a story is told the story sets it,
 * beat by beat (see lair-story.c).
 *
 * It also puts the seat as shown into words — its state, what it holds,
 * who plays it, whether it may choose — as read-only properties it keeps
 * up to date itself, so that a panel only binds its labels to them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-shown-seat.h"
#include "lair-story-private.h"
#include "lair-words-seat.h"
#include "lair-words-summary.h"

struct _LairShownSeat
{
  GObject          parent_instance;

  LairSeat        *seat;
  GBindingGroup   *bindings;
  gboolean         following;

  gboolean         inside;
  gboolean         leaving;
  LairSeatOutcome  outcome;
  gint             outcome_gems;
  gint             outcome_bars;
  gint             outcome_bar_value;
  gint             outcome_coins;
  gboolean         winner;
  gint             hand;
  gint             chest;
  gint             gold_bars;
  gint             bar_value;
  gint             shares;
  gint             queens;
  gint             changelings;
  gint             obligation;
  LairChoice       shown_choice;
  char            *news;

  /* the seat's words and what follows from them (see refresh()) */
  gboolean         out;
  gboolean         choosing;
  LairSeatTurn     turn;
  gboolean         selected;
  gboolean         told;        /* by a story, which tells each step */
  gboolean         chose;       /* in the step the story tells */
  gboolean         has_extras;
  char            *words[24];
  gboolean         batch;         /* changes made together: words once, at the end */
};

G_DEFINE_FINAL_TYPE (LairShownSeat, lair_shown_seat, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SEAT,
  PROP_FOLLOWING,
  PROP_INSIDE,
  PROP_LEAVING,
  PROP_OUTCOME,
  PROP_OUTCOME_GEMS,
  PROP_OUTCOME_BARS,
  PROP_OUTCOME_BAR_VALUE,
  PROP_OUTCOME_COINS,
  PROP_WINNER,
  PROP_HAND,
  PROP_CHEST,
  PROP_GOLD_BARS,
  PROP_BAR_VALUE,
  PROP_SHARES,
  PROP_QUEENS,
  PROP_CHANGELINGS,
  PROP_OBLIGATION,
  PROP_SHOWN_CHOICE,
  PROP_NEWS,
  /* read-only, worked out from the rest */
  PROP_OUT,
  PROP_CHOOSING,
  PROP_TURN,
  PROP_SELECTED,
  PROP_HAS_EXTRAS,
  PROP_STATE,
  PROP_STATE_SPOKEN,
  PROP_STATE_STYLE,
  PROP_SUMMARY,
  PROP_IDENTITY,
  PROP_CHEST_TEXT,
  PROP_BARS_TEXT,
  PROP_HAND_NAME,
  PROP_CHEST_NAME,
  PROP_BARS_NAME,
  PROP_SIZE_TEXT,
  PROP_SIZE_TOOLTIP,
  PROP_QUEENS_TEXT,
  PROP_CHANGELINGS_TEXT,
  PROP_OBLIGATION_TEXT,
  PROP_OBLIGATION_TOOLTIP,
  PROP_CHOOSE_LABEL,
  PROP_CHOOSE_NAME,
  PROP_EXPECTED_TEXT,
  PROP_EXPECTED_LINE,
  PROP_EXPECTED_BRIEF,
  N_PROPS
};

#define FIRST_WORD PROP_STATE
#define N_WORDS (N_PROPS - FIRST_WORD)
G_STATIC_ASSERT (N_WORDS <= 24);

static GParamSpec *properties[N_PROPS];

/* The properties a shown seat takes from its seat while following it */
static const char * const followed[] = {
  "inside", "outcome", "outcome-gems", "outcome-bars", "outcome-bar-value", "outcome-coins", "winner",
  "hand", "chest", "gold-bars", "bar-value", "shares", "queens", "changelings", "obligation",
};

/* What the words take from the seat itself */
static const char * const worded[] = {
  "notify::name", "notify::kind", "notify::level", "notify::personality", "notify::selection",
  "notify::remote", "notify::inside", "notify::options", "notify::expected-value",
};

/* Where each integer-like property is kept */
static gint *
int_field (LairShownSeat *self,
           guint          prop_id)
{
  switch (prop_id)
    {
    case PROP_INSIDE: return &self->inside;
    case PROP_LEAVING: return &self->leaving;
    case PROP_OUTCOME: return (gint *) &self->outcome;
    case PROP_OUTCOME_GEMS: return &self->outcome_gems;
    case PROP_OUTCOME_BARS: return &self->outcome_bars;
    case PROP_OUTCOME_BAR_VALUE: return &self->outcome_bar_value;
    case PROP_OUTCOME_COINS: return &self->outcome_coins;
    case PROP_WINNER: return &self->winner;
    case PROP_HAND: return &self->hand;
    case PROP_CHEST: return &self->chest;
    case PROP_GOLD_BARS: return &self->gold_bars;
    case PROP_BAR_VALUE: return &self->bar_value;
    case PROP_SHARES: return &self->shares;
    case PROP_QUEENS: return &self->queens;
    case PROP_CHANGELINGS: return &self->changelings;
    case PROP_OBLIGATION: return &self->obligation;
    case PROP_SHOWN_CHOICE: return (gint *) &self->shown_choice;
    case PROP_OUT: return &self->out;
    case PROP_CHOOSING: return &self->choosing;
    case PROP_TURN: return (gint *) &self->turn;
    case PROP_SELECTED: return &self->selected;
    case PROP_HAS_EXTRAS: return &self->has_extras;
    default: return NULL;
    }
}

static void refresh (LairShownSeat *self);

static void
set_int (LairShownSeat *self,
         guint          prop_id,
         gint           value)
{
  gint *field = int_field (self, prop_id);

  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
  if (prop_id < PROP_OUT && !self->batch)
    refresh (self);
}

/* Takes @text (nullable) as the word property @prop_id */
static void
set_word (LairShownSeat *self,
          guint          prop_id,
          char          *text)
{
  char **field = &self->words[prop_id - FIRST_WORD];

  if (g_strcmp0 (*field, text) == 0)
    {
      g_free (text);
      return;
    }
  g_free (*field);
  *field = text;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

/* Puts the seat as shown into words again, after any change to it or
 * to its seat */
static void
refresh (LairShownSeat *self)
{
  LairSeat *seat = self->seat;
  LairSeatStanding standing = { 0, };
  const char *name, *style, *label;
  char *state, *spoken;
  char *choose_name;

  if (seat == NULL || self->bindings == NULL)
    return;

  name = lair_seat_get_name (seat);
  standing.winner = self->winner;
  standing.outcome = self->outcome;
  standing.outcome_gems = self->outcome_gems;
  standing.outcome_bars = self->outcome_bars;
  standing.outcome_bar_value = self->outcome_bar_value;
  standing.outcome_coins = self->outcome_coins;
  standing.inside = self->inside;
  standing.leaving = self->leaving;
  standing.told = !self->following;
  standing.shown_choice = self->shown_choice;
  standing.selection = lair_seat_get_selection (seat);
  standing.kind = lair_seat_get_kind (seat);
  standing.remote = lair_seat_get_remote (seat);
  lair_words_seat_state (&standing, &state, &spoken, &style);

  g_object_freeze_notify (G_OBJECT (self));
  set_word (self, PROP_SUMMARY, lair_words_seat_summary (name, spoken, self->hand, self->chest, self->gold_bars));
  set_word (self, PROP_STATE, state);
  set_word (self, PROP_STATE_SPOKEN, spoken);
  set_word (self, PROP_STATE_STYLE, g_strdup (style));
  set_word (self, PROP_IDENTITY, lair_words_seat_identity (standing.kind, lair_seat_get_level (seat),
                                                           lair_seat_get_personality (seat)));
  set_word (self, PROP_CHEST_TEXT, lair_words_money (self->chest));
  set_word (self, PROP_BARS_TEXT, lair_words_bars_short (self->gold_bars, self->bar_value));
  set_word (self, PROP_HAND_NAME, lair_words_hand_name (name, self->hand));
  set_word (self, PROP_CHEST_NAME, lair_words_chest_name (name, self->chest));
  set_word (self, PROP_BARS_NAME, lair_words_bars_name (name, self->gold_bars, self->bar_value));
  set_word (self, PROP_SIZE_TEXT, g_strdup (lair_words_size (self->shares)));
  set_word (self, PROP_SIZE_TOOLTIP, lair_words_size_tooltip (self->shares));
  set_word (self, PROP_QUEENS_TEXT, self->queens > 0 ? lair_words_queens (self->queens) : NULL);
  set_word (self, PROP_CHANGELINGS_TEXT,
            self->changelings > 0 ? lair_words_changelings (self->changelings) : NULL);
  set_word (self, PROP_OBLIGATION_TEXT, self->obligation > 0 ? lair_words_obligation (self->obligation) : NULL);
  set_word (self, PROP_OBLIGATION_TOOLTIP,
            self->obligation > 0 ? lair_words_obligation_owed (self->obligation) : NULL);
  /* a seat that chose keeps its button's words until the story of the
   * choices has been told (the session asks the next before the story
   * begins): they change as it may choose again, which a screen reader
   * says there */
  lair_words_choose_button (standing.kind, standing.selection == LAIR_SELECTION_SELECTED ||
                                           (self->told && self->chose),
                            name, &label, &choose_name);
  set_word (self, PROP_CHOOSE_LABEL, g_strdup (label));
  set_word (self, PROP_CHOOSE_NAME, choose_name);
  /* the odds speak of the decision the seat itself is in */
  set_word (self, PROP_EXPECTED_TEXT, lair_words_expected_value (lair_seat_get_expected_value (seat)));
  set_word (self, PROP_EXPECTED_LINE, lair_words_expected_short (lair_seat_get_expected_value (seat), FALSE));
  set_word (self, PROP_EXPECTED_BRIEF, lair_words_expected_short (lair_seat_get_expected_value (seat), TRUE));

  set_int (self, PROP_OUT, !self->inside && self->outcome != LAIR_OUTCOME_LEFT && !self->winner);
  /* nobody chooses while the board still tells what the last choices
   * came to, though the session already asks the next */
  set_int (self, PROP_CHOOSING, self->following && lair_seat_get_inside (seat) &&
                                lair_seat_get_options (seat) != 0);
  /* a seat in the story told waits for it with its button: a screen
   * reader there hears the story as the seat's news */
  set_int (self, PROP_TURN, self->choosing ? LAIR_TURN_CHOOSING :
                            !self->following && self->inside && !self->leaving ? LAIR_TURN_WAITING :
                            LAIR_TURN_NONE);
  set_int (self, PROP_SELECTED, standing.selection == LAIR_SELECTION_SELECTED);
  set_int (self, PROP_HAS_EXTRAS, lair_words_size (self->shares) != NULL || self->queens > 0 ||
                                  self->changelings > 0 || self->obligation > 0 || self->gold_bars > 0);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
lair_shown_seat_dispose (GObject *object)
{
  LairShownSeat *self = LAIR_SHOWN_SEAT (object);

  if (self->bindings != NULL)
    g_binding_group_set_source (self->bindings, NULL);
  g_clear_object (&self->bindings);
  if (self->seat != NULL)
    g_signal_handlers_disconnect_by_data (self->seat, self);
  g_clear_object (&self->seat);

  G_OBJECT_CLASS (lair_shown_seat_parent_class)->dispose (object);
}

static void
lair_shown_seat_finalize (GObject *object)
{
  LairShownSeat *self = LAIR_SHOWN_SEAT (object);

  g_free (self->news);
  for (guint i = 0; i < N_WORDS; i++)
    g_free (self->words[i]);

  G_OBJECT_CLASS (lair_shown_seat_parent_class)->finalize (object);
}

static void
lair_shown_seat_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  LairShownSeat *self = LAIR_SHOWN_SEAT (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      g_value_set_object (value, self->seat);
      break;
    case PROP_FOLLOWING:
      g_value_set_boolean (value, self->following);
      break;
    case PROP_INSIDE:
    case PROP_LEAVING:
    case PROP_WINNER:
      g_value_set_boolean (value, *int_field (self, prop_id));
      break;
    case PROP_OUTCOME:
    case PROP_SHOWN_CHOICE:
    case PROP_TURN:
      g_value_set_enum (value, *int_field (self, prop_id));
      break;
    case PROP_NEWS:
      g_value_set_string (value, self->news);
      break;
    case PROP_OUT:
    case PROP_CHOOSING:
    case PROP_SELECTED:
    case PROP_HAS_EXTRAS:
      g_value_set_boolean (value, *int_field (self, prop_id));
      break;
    case PROP_STATE:
    case PROP_STATE_SPOKEN:
    case PROP_STATE_STYLE:
    case PROP_SUMMARY:
    case PROP_IDENTITY:
    case PROP_CHEST_TEXT:
    case PROP_BARS_TEXT:
    case PROP_HAND_NAME:
    case PROP_CHEST_NAME:
    case PROP_BARS_NAME:
    case PROP_SIZE_TEXT:
    case PROP_SIZE_TOOLTIP:
    case PROP_QUEENS_TEXT:
    case PROP_CHANGELINGS_TEXT:
    case PROP_OBLIGATION_TEXT:
    case PROP_OBLIGATION_TOOLTIP:
    case PROP_CHOOSE_LABEL:
    case PROP_CHOOSE_NAME:
    case PROP_EXPECTED_TEXT:
    case PROP_EXPECTED_LINE:
    case PROP_EXPECTED_BRIEF:
      g_value_set_string (value, self->words[prop_id - FIRST_WORD]);
      break;
    case PROP_OUTCOME_GEMS:
    case PROP_OUTCOME_BARS:
    case PROP_OUTCOME_BAR_VALUE:
    case PROP_OUTCOME_COINS:
    case PROP_HAND:
    case PROP_CHEST:
    case PROP_GOLD_BARS:
    case PROP_BAR_VALUE:
    case PROP_SHARES:
    case PROP_QUEENS:
    case PROP_CHANGELINGS:
    case PROP_OBLIGATION:
      g_value_set_int (value, *int_field (self, prop_id));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_shown_seat_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  LairShownSeat *self = LAIR_SHOWN_SEAT (object);

  switch (prop_id)
    {
    case PROP_SEAT:
      self->seat = g_value_dup_object (value);
      break;
    case PROP_INSIDE:
    case PROP_LEAVING:
    case PROP_WINNER:
      set_int (self, prop_id, g_value_get_boolean (value));
      break;
    case PROP_OUTCOME:
    case PROP_SHOWN_CHOICE:
      set_int (self, prop_id, g_value_get_enum (value));
      break;
    case PROP_OUTCOME_GEMS:
    case PROP_OUTCOME_BARS:
    case PROP_OUTCOME_BAR_VALUE:
    case PROP_OUTCOME_COINS:
    case PROP_HAND:
    case PROP_CHEST:
    case PROP_GOLD_BARS:
    case PROP_BAR_VALUE:
    case PROP_SHARES:
    case PROP_QUEENS:
    case PROP_CHANGELINGS:
    case PROP_OBLIGATION:
      set_int (self, prop_id, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* What a seat hears of next is what happened since it chose: once it
 * has, what it heard before is old (and not said again as the focus
 * comes back to its button) */
static void
selection_cb (LairShownSeat *self)
{
  if (lair_seat_get_selection (self->seat) == LAIR_SELECTION_SELECTED)
    {
      self->chose = TRUE;
      lair_shown_seat_add_news (self, NULL);
    }
}

static void
lair_shown_seat_constructed (GObject *object)
{
  LairShownSeat *self = LAIR_SHOWN_SEAT (object);

  G_OBJECT_CLASS (lair_shown_seat_parent_class)->constructed (object);

  self->bindings = g_binding_group_new ();
  for (guint i = 0; i < G_N_ELEMENTS (followed); i++)
    g_binding_group_bind (self->bindings, followed[i], self, followed[i], G_BINDING_SYNC_CREATE);
  /* what is put into words from the seat itself, whether followed or not */
  for (guint i = 0; i < G_N_ELEMENTS (worded); i++)
    g_signal_connect_object (self->seat, worded[i], G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->seat, "notify::selection", G_CALLBACK (selection_cb), self, G_CONNECT_SWAPPED);
  lair_shown_seat_set_following (self, TRUE);
  refresh (self);
}

static GParamSpec *
word_property (const char *name)
{
  return g_param_spec_string (name, NULL, NULL, NULL,
                              G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static GParamSpec *
int_property (const char *name,
              gint        minimum,
              gint        maximum,
              gint        default_value)
{
  return g_param_spec_int (name, NULL, NULL, minimum, maximum, default_value,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
lair_shown_seat_class_init (LairShownSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = lair_shown_seat_dispose;
  object_class->finalize = lair_shown_seat_finalize;
  object_class->get_property = lair_shown_seat_get_property;
  object_class->set_property = lair_shown_seat_set_property;
  object_class->constructed = lair_shown_seat_constructed;

  /**
   * LairShownSeat:seat:
   *
   * The seat shown.
   */
  properties[PROP_SEAT] =
    g_param_spec_object ("seat", NULL, NULL, LAIR_TYPE_SEAT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * LairShownSeat:following:
   *
   * Whether it shows the seat as it is (no story is told), rather than
   * as the story has told it so far.
   */
  properties[PROP_FOLLOWING] = g_param_spec_boolean ("following", NULL, NULL, TRUE, ro);
  properties[PROP_INSIDE] = g_param_spec_boolean ("inside", NULL, NULL, FALSE, rw);
  /**
   * LairShownSeat:leaving:
   *
   * Whether the seat is being shown walking out of the dungeon.
   */
  properties[PROP_LEAVING] = g_param_spec_boolean ("leaving", NULL, NULL, FALSE, rw);
  properties[PROP_OUTCOME] =
    g_param_spec_enum ("outcome", NULL, NULL, LAIR_TYPE_SEAT_OUTCOME, LAIR_OUTCOME_NONE, rw);
  properties[PROP_OUTCOME_GEMS] = int_property ("outcome-gems", 0, G_MAXINT, 0);
  properties[PROP_OUTCOME_BARS] = int_property ("outcome-bars", 0, G_MAXINT, 0);
  properties[PROP_OUTCOME_BAR_VALUE] = int_property ("outcome-bar-value", 0, G_MAXINT, 0);
  properties[PROP_OUTCOME_COINS] = int_property ("outcome-coins", 0, G_MAXINT, 0);
  properties[PROP_WINNER] = g_param_spec_boolean ("winner", NULL, NULL, FALSE, rw);
  properties[PROP_HAND] = int_property ("hand", 0, G_MAXINT, 0);
  properties[PROP_CHEST] = int_property ("chest", G_MININT, G_MAXINT, 0);
  properties[PROP_GOLD_BARS] = int_property ("gold-bars", 0, G_MAXINT, 0);
  properties[PROP_BAR_VALUE] = int_property ("bar-value", 0, G_MAXINT, 0);
  properties[PROP_SHARES] = int_property ("shares", 0, G_MAXINT, 4);
  properties[PROP_QUEENS] = int_property ("queens", 0, G_MAXINT, 0);
  properties[PROP_CHANGELINGS] = int_property ("changelings", 0, G_MAXINT, 0);
  properties[PROP_OBLIGATION] = int_property ("obligation", 0, G_MAXINT, 0);
  /**
   * LairShownSeat:shown-choice:
   *
   * The choice the seat made, while the board turns everybody's choice
   * over at once; %LAIR_CHOICE_NONE otherwise, so that no choice shows
   * before then.
   */
  properties[PROP_SHOWN_CHOICE] =
    g_param_spec_enum ("shown-choice", NULL, NULL, LAIR_TYPE_CHOICE, LAIR_CHOICE_NONE, rw);
  /**
   * LairShownSeat:news:
   *
   * What the board has told since the seat last chose, for a screen
   * reader to say as the seat's turn comes round again.
   */
  properties[PROP_NEWS] = g_param_spec_string ("news", NULL, NULL, "", ro);

  /**
   * LairShownSeat:out:
   *
   * Whether the seat is shown out of the game's running: out of the
   * dungeon, neither safely left nor the winner.
   */
  properties[PROP_OUT] = g_param_spec_boolean ("out", NULL, NULL, FALSE, ro);
  /**
   * LairShownSeat:choosing:
   *
   * Whether the seat may choose now: it has options, and the board has
   * told everything before them.
   */
  properties[PROP_CHOOSING] = g_param_spec_boolean ("choosing", NULL, NULL, FALSE, ro);
  /**
   * LairShownSeat:turn:
   *
   * Where the seat stands in the turn: choosing (as #LairShownSeat:choosing
   * says), waiting for the story of the last choices to be told, or
   * neither.
   */
  properties[PROP_TURN] = g_param_spec_enum ("turn", NULL, NULL, LAIR_TYPE_SEAT_TURN, LAIR_TURN_NONE, ro);
  /**
   * LairShownSeat:selected:
   *
   * Whether the seat itself has chosen (what, stays its secret).
   */
  properties[PROP_SELECTED] = g_param_spec_boolean ("selected", NULL, NULL, FALSE, ro);
  /**
   * LairShownSeat:has-extras:
   *
   * Whether the seat holds bars, carries people, owes the Devil rooms or
   * is grown or shrunk.
   */
  properties[PROP_HAS_EXTRAS] = g_param_spec_boolean ("has-extras", NULL, NULL, FALSE, ro);
  /**
   * LairShownSeat:state:
   *
   * How the seat stands, in a word or three: "Left with 12 gems".
   */
  properties[PROP_STATE] = word_property ("state");
  /**
   * LairShownSeat:state-spoken:
   *
   * The same, as a screen reader says it: "left safely with 12 gems".
   */
  properties[PROP_STATE_SPOKEN] = word_property ("state-spoken");
  /**
   * LairShownSeat:state-style:
   *
   * The kind of state, for its look: "winner", "left", "scared",
   * "choosing", "chosen", "leaves", or %NULL.
   */
  properties[PROP_STATE_STYLE] = word_property ("state-style");
  /**
   * LairShownSeat:summary:
   *
   * The seat in one breath: "Ada, ready, 4 gems in hand, $6, 1 bar".
   */
  properties[PROP_SUMMARY] = word_property ("summary");
  /**
   * LairShownSeat:identity:
   *
   * Who plays the seat: "Hard · Gambler", "Player".
   */
  properties[PROP_IDENTITY] = word_property ("identity");
  properties[PROP_CHEST_TEXT] = word_property ("chest-text");
  properties[PROP_BARS_TEXT] = word_property ("bars-text");
  /**
   * LairShownSeat:hand-name:
   *
   * The hand as a screen reader names it: "Ada: 4 gems in hand"; and so
   * #LairShownSeat:chest-name and #LairShownSeat:bars-name.
   */
  properties[PROP_HAND_NAME] = word_property ("hand-name");
  properties[PROP_CHEST_NAME] = word_property ("chest-name");
  properties[PROP_BARS_NAME] = word_property ("bars-name");
  /**
   * LairShownSeat:size-text:
   *
   * The size the Mushroom left the seat, or %NULL at its regular size.
   */
  properties[PROP_SIZE_TEXT] = word_property ("size-text");
  properties[PROP_SIZE_TOOLTIP] = word_property ("size-tooltip");
  /**
   * LairShownSeat:queens-text:
   *
   * "Carrying 2 Queens", or %NULL when it carries none; and so the
   * changelings, and the rooms owed to the Devil.
   */
  properties[PROP_QUEENS_TEXT] = word_property ("queens-text");
  properties[PROP_CHANGELINGS_TEXT] = word_property ("changelings-text");
  properties[PROP_OBLIGATION_TEXT] = word_property ("obligation-text");
  properties[PROP_OBLIGATION_TOOLTIP] = word_property ("obligation-tooltip");
  /**
   * LairShownSeat:choose-label:
   *
   * The label of the button the seat chooses with: "Choose", "Change"
   * once a person has chosen, "Take Over" on a computer's seat; and
   * #LairShownSeat:choose-name, what a screen reader calls it.
   */
  properties[PROP_CHOOSE_LABEL] = word_property ("choose-label");
  properties[PROP_CHOOSE_NAME] = word_property ("choose-name");
  /**
   * LairShownSeat:expected-text:
   *
   * What the next room is expected to bring the seat in its decision
   * now: "The next room is worth about +1.5 gems"; shorter in
   * #LairShownSeat:expected-line and #LairShownSeat:expected-brief.
   */
  properties[PROP_EXPECTED_TEXT] = word_property ("expected-text");
  properties[PROP_EXPECTED_LINE] = word_property ("expected-line");
  properties[PROP_EXPECTED_BRIEF] = word_property ("expected-brief");

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lair_shown_seat_init (LairShownSeat *self)
{
  self->shares = 4;
  self->shown_choice = LAIR_CHOICE_NONE;
  self->news = g_strdup ("");
}

/**
 * lair_shown_seat_new:
 * @seat: the seat to show
 *
 * Returns: (transfer full): a shown seat that follows @seat
 */
LairShownSeat *
lair_shown_seat_new (LairSeat *seat)
{
  g_return_val_if_fail (LAIR_IS_SEAT (seat), NULL);

  return g_object_new (LAIR_TYPE_SHOWN_SEAT, "seat", seat, NULL);
}

LairSeat *
lair_shown_seat_get_seat (LairShownSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SHOWN_SEAT (self), NULL);
  return self->seat;
}

gboolean
lair_shown_seat_get_following (LairShownSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SHOWN_SEAT (self), FALSE);
  return self->following;
}

/**
 * lair_shown_seat_set_following:
 * @self: a #LairShownSeat
 * @following: whether to follow the seat
 *
 * Follows the seat again, taking what it holds now, or stops following
 * it, keeping what is shown, for a story to change it beat by beat.
 */
void
lair_shown_seat_set_following (LairShownSeat *self,
                               gboolean       following)
{
  g_return_if_fail (LAIR_IS_SHOWN_SEAT (self));

  following = !!following;
  if (self->following == following)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  self->following = following;
  if (following)
    self->chose = FALSE;
  g_binding_group_set_source (self->bindings, following ? self->seat : NULL);
  if (following)
    {
      set_int (self, PROP_LEAVING, FALSE);
      set_int (self, PROP_SHOWN_CHOICE, LAIR_CHOICE_NONE);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLLOWING]);
  refresh (self);
  g_object_thaw_notify (G_OBJECT (self));
}

#define GETTER(type, name, field) \
  type \
  lair_shown_seat_get_##name (LairShownSeat *self) \
  { \
    g_return_val_if_fail (LAIR_IS_SHOWN_SEAT (self), 0); \
    return self->field; \
  }

GETTER (gboolean, inside, inside)
GETTER (gboolean, leaving, leaving)
GETTER (LairSeatOutcome, outcome, outcome)
GETTER (gint, outcome_gems, outcome_gems)
GETTER (gint, outcome_bars, outcome_bars)
GETTER (gint, outcome_coins, outcome_coins)
GETTER (gboolean, winner, winner)
GETTER (gint, hand, hand)
GETTER (gint, chest, chest)
GETTER (gint, gold_bars, gold_bars)
GETTER (gint, bar_value, bar_value)
GETTER (gint, shares, shares)
GETTER (gint, queens, queens)
GETTER (gint, changelings, changelings)
GETTER (gint, obligation, obligation)
GETTER (LairChoice, shown_choice, shown_choice)
GETTER (gboolean, choosing, choosing)
GETTER (LairSeatTurn, turn, turn)
GETTER (const char *, state, words[PROP_STATE - FIRST_WORD])
GETTER (const char *, state_spoken, words[PROP_STATE_SPOKEN - FIRST_WORD])
GETTER (const char *, summary, words[PROP_SUMMARY - FIRST_WORD])

#undef GETTER

const char *
lair_shown_seat_get_news (LairShownSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SHOWN_SEAT (self), NULL);
  return self->news;
}

/* For the story: what it tells the seat is shown with */

void
lair_shown_seat_apply (LairShownSeat        *self,
                       const LairBeatChange *change)
{
  g_object_freeze_notify (G_OBJECT (self));
  self->batch = TRUE;
  if (change->walks_in)
    {
      set_int (self, PROP_INSIDE, TRUE);
      set_int (self, PROP_LEAVING, FALSE);
      set_int (self, PROP_OUTCOME, LAIR_OUTCOME_NONE);
      set_int (self, PROP_OUTCOME_GEMS, 0);
      set_int (self, PROP_OUTCOME_BARS, 0);
      set_int (self, PROP_OUTCOME_BAR_VALUE, 0);
      set_int (self, PROP_OUTCOME_COINS, 0);
      set_int (self, PROP_HAND, 0);
      set_int (self, PROP_SHARES, 4);
      set_int (self, PROP_QUEENS, 0);
      set_int (self, PROP_CHANGELINGS, 0);
      set_int (self, PROP_OBLIGATION, 0);
      set_int (self, PROP_WINNER, FALSE);
    }
  if (change->new_game)
    {
      set_int (self, PROP_CHEST, 0);
      set_int (self, PROP_GOLD_BARS, 0);
      set_int (self, PROP_BAR_VALUE, 0);
    }
  set_int (self, PROP_HAND, MAX (self->hand + change->hand, 0));
  set_int (self, PROP_CHEST, self->chest + change->chest);
  set_int (self, PROP_GOLD_BARS, self->gold_bars + change->gold_bars);
  set_int (self, PROP_BAR_VALUE, self->bar_value + change->bar_value);
  set_int (self, PROP_QUEENS, self->queens + change->queens);
  set_int (self, PROP_CHANGELINGS, self->changelings + change->changelings);
  set_int (self, PROP_OBLIGATION, MAX (self->obligation + change->obligation, 0));
  if (change->shares > 0)
    set_int (self, PROP_SHARES, change->shares);
  if (change->outcome != LAIR_OUTCOME_NONE)
    {
      /* the hand goes to the chest or to the spider, and the little
       * people carried go their own way */
      set_int (self, PROP_INSIDE, FALSE);
      set_int (self, PROP_LEAVING, FALSE);
      set_int (self, PROP_OUTCOME, change->outcome);
      set_int (self, PROP_OUTCOME_GEMS, change->outcome_gems);
      set_int (self, PROP_OUTCOME_BARS, change->outcome_bars);
      set_int (self, PROP_OUTCOME_BAR_VALUE, change->outcome_bar_value);
      set_int (self, PROP_OUTCOME_COINS, change->outcome_coins);
      set_int (self, PROP_HAND, 0);
      set_int (self, PROP_QUEENS, 0);
      set_int (self, PROP_CHANGELINGS, 0);
    }
  self->batch = FALSE;
  refresh (self);
  g_object_thaw_notify (G_OBJECT (self));
}

void
lair_shown_seat_set_leaving (LairShownSeat *self,
                             gboolean       leaving)
{
  set_int (self, PROP_LEAVING, !!leaving);
}

void
lair_shown_seat_show_choice (LairShownSeat *self,
                             LairChoice     choice)
{
  set_int (self, PROP_SHOWN_CHOICE, choice);
}

void
lair_shown_seat_set_winner (LairShownSeat *self,
                            gboolean       winner)
{
  set_int (self, PROP_WINNER, !!winner);
}

/* A story tells this seat: each step ends with the story's end */
void
lair_shown_seat_set_told (LairShownSeat *self)
{
  self->told = TRUE;
}

/* @line: (nullable): a line to add, or %NULL to start afresh */
void
lair_shown_seat_add_news (LairShownSeat *self,
                          const char    *line)
{
  char *news;

  if (line == NULL)
    {
      if (*self->news == '\0')
        return;
      news = g_strdup ("");
    }
  else if (*self->news == '\0')
    news = g_strdup (line);
  else
    news = g_strconcat (self->news, " ", line, NULL);
  g_free (self->news);
  self->news = news;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NEWS]);
}
