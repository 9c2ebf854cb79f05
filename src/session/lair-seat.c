/* lair-seat.c — one of the nine places around the table
 *
 * A seat is what the window shows of a player: who plays it, what it may
 * choose now and what it holds. The session keeps it in step with the
 * game; every property notifies only when its value changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-game-session.h"
#include "lair-session-private.h"

struct _LairSeat
{
  GObject parent_instance;

  guint index;
  gint player;
  LairSeatKind kind;
  char *name;
  guint avatar;
  LairAiKind level;
  gboolean joining;

  LairSelectionState selection;
  LairOptions options;
  LairChoice choice;
  gboolean inside;
  gint hand;
  gint chest;
  gint gold_bars;
  gint shares;
  gint queens;
  gint changelings;
  gint obligation;
  gint scares;
  LairSeatOutcome outcome;
  gint outcome_gems;
  gint outcome_bars;
  gint outcome_bar_value;
  gint outcome_coins;
  gint bar_value;
  double expected_value;
  gboolean winner;
  guint achievements;
  const char *personality;   /* untranslated, from the core */
  gboolean remote;
  char *mark;
};

G_DEFINE_FINAL_TYPE (LairSeat, lair_seat, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_PLAYER,
  PROP_KIND,
  PROP_NAME,
  PROP_AVATAR,
  PROP_LEVEL,
  PROP_JOINING,
  PROP_SELECTION,
  PROP_OPTIONS,
  PROP_CHOICE,
  PROP_INSIDE,
  PROP_HAND,
  PROP_CHEST,
  PROP_GOLD_BARS,
  PROP_SHARES,
  PROP_QUEENS,
  PROP_CHANGELINGS,
  PROP_OBLIGATION,
  PROP_SCARES,
  PROP_OUTCOME,
  PROP_OUTCOME_GEMS,
  PROP_OUTCOME_BARS,
  PROP_OUTCOME_BAR_VALUE,
  PROP_OUTCOME_COINS,
  PROP_BAR_VALUE,
  PROP_EXPECTED_VALUE,
  PROP_WINNER,
  PROP_ACHIEVEMENTS,
  PROP_PERSONALITY,
  PROP_REMOTE,
  PROP_MARK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
lair_seat_finalize (GObject *object)
{
  LairSeat *self = (LairSeat *) object;

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->mark, g_free);

  G_OBJECT_CLASS (lair_seat_parent_class)->finalize (object);
}

static void
lair_seat_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  LairSeat *self = LAIR_SEAT (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_PLAYER:
      g_value_set_int (value, self->player);
      break;
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_AVATAR:
      g_value_set_uint (value, self->avatar);
      break;
    case PROP_LEVEL:
      g_value_set_enum (value, self->level);
      break;
    case PROP_JOINING:
      g_value_set_boolean (value, self->joining);
      break;
    case PROP_SELECTION:
      g_value_set_enum (value, self->selection);
      break;
    case PROP_OPTIONS:
      g_value_set_flags (value, self->options);
      break;
    case PROP_CHOICE:
      g_value_set_enum (value, self->choice);
      break;
    case PROP_INSIDE:
      g_value_set_boolean (value, self->inside);
      break;
    case PROP_HAND:
      g_value_set_int (value, self->hand);
      break;
    case PROP_CHEST:
      g_value_set_int (value, self->chest);
      break;
    case PROP_GOLD_BARS:
      g_value_set_int (value, self->gold_bars);
      break;
    case PROP_SHARES:
      g_value_set_int (value, self->shares);
      break;
    case PROP_QUEENS:
      g_value_set_int (value, self->queens);
      break;
    case PROP_CHANGELINGS:
      g_value_set_int (value, self->changelings);
      break;
    case PROP_OBLIGATION:
      g_value_set_int (value, self->obligation);
      break;
    case PROP_SCARES:
      g_value_set_int (value, self->scares);
      break;
    case PROP_OUTCOME:
      g_value_set_enum (value, self->outcome);
      break;
    case PROP_OUTCOME_GEMS:
      g_value_set_int (value, self->outcome_gems);
      break;
    case PROP_OUTCOME_BARS:
      g_value_set_int (value, self->outcome_bars);
      break;
    case PROP_OUTCOME_BAR_VALUE:
      g_value_set_int (value, self->outcome_bar_value);
      break;
    case PROP_OUTCOME_COINS:
      g_value_set_int (value, self->outcome_coins);
      break;
    case PROP_BAR_VALUE:
      g_value_set_int (value, self->bar_value);
      break;
    case PROP_EXPECTED_VALUE:
      g_value_set_double (value, self->expected_value);
      break;
    case PROP_WINNER:
      g_value_set_boolean (value, self->winner);
      break;
    case PROP_ACHIEVEMENTS:
      g_value_set_uint (value, self->achievements);
      break;
    case PROP_PERSONALITY:
      g_value_set_string (value, lair_seat_get_personality (self));
      break;
    case PROP_REMOTE:
      g_value_set_boolean (value, self->remote);
      break;
    case PROP_MARK:
      g_value_set_string (value, self->mark);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_seat_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  LairSeat *self = LAIR_SEAT (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      self->index = g_value_get_uint (value);
      self->avatar = self->index;
      break;
    case PROP_NAME:
      lair_seat_set_name (self, g_value_get_string (value));
      break;
    case PROP_AVATAR:
      lair_seat_set_avatar (self, g_value_get_uint (value));
      break;
    case PROP_LEVEL:
      lair_seat_set_level (self, g_value_get_enum (value));
      break;
    case PROP_REMOTE:
      lair_seat_set_remote (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_seat_constructed (GObject *object)
{
  LairSeat *self = LAIR_SEAT (object);

  G_OBJECT_CLASS (lair_seat_parent_class)->constructed (object);

  /* alone, a seat is marked by its number */
  self->mark = g_strdup_printf ("%u", self->index + 1);
}

static GParamSpec *
int_property (const char *name,
              gint        minimum,
              gint        maximum,
              gint        default_value)
{
  return g_param_spec_int (name, NULL, NULL, minimum, maximum, default_value,
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
lair_seat_class_init (LairSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = lair_seat_constructed;
  object_class->finalize = lair_seat_finalize;
  object_class->get_property = lair_seat_get_property;
  object_class->set_property = lair_seat_set_property;

  /**
   * LairSeat:index:
   *
   * The place of the seat around the table, 0–8.
   */
  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, NULL, 0, LAIR_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  /**
   * LairSeat:player:
   *
   * The seat's number in the game (the occupied seats counted in order
   * from 0), or -1 outside a game or for an empty seat. Game records
   * number their seats this way.
   */
  properties[PROP_PLAYER] = int_property ("player", -1, LAIR_MAX_PLAYERS - 1, -1);

  /**
   * LairSeat:kind:
   *
   * Empty, human or computer.
   */
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL, LAIR_TYPE_SEAT_KIND, LAIR_SEAT_EMPTY, ro);

  /**
   * LairSeat:name:
   *
   * The name shown for the seat and kept in the history.
   */
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "", rw);

  /**
   * LairSeat:avatar:
   *
   * The index of the seat's colour and picture; its place by default.
   */
  properties[PROP_AVATAR] =
    g_param_spec_uint ("avatar", NULL, NULL, 0, G_MAXUINT, 0, rw);

  /**
   * LairSeat:level:
   *
   * How the computer plays this seat; it takes effect when a game starts.
   */
  properties[PROP_LEVEL] =
    g_param_spec_enum ("level", NULL, NULL, LAIR_TYPE_AI_KIND, LAIR_AI_NORMAL, rw);

  /**
   * LairSeat:joining:
   *
   * %TRUE while a person joining this seat has not finished (typing a
   * name, say); the game cannot start meanwhile.
   */
  properties[PROP_JOINING] =
    g_param_spec_boolean ("joining", NULL, NULL, FALSE, ro);

  /**
   * LairSeat:selection:
   *
   * Whether the seat has chosen at the current decision, or has its menu
   * open.
   */
  properties[PROP_SELECTION] =
    g_param_spec_enum ("selection", NULL, NULL, LAIR_TYPE_SELECTION_STATE,
                       LAIR_SELECTION_NONE, ro);

  /**
   * LairSeat:options:
   *
   * The choices the seat may make now; empty when it is not deciding.
   */
  properties[PROP_OPTIONS] =
    g_param_spec_flags ("options", NULL, NULL, LAIR_TYPE_OPTIONS, 0, ro);

  /**
   * LairSeat:choice:
   *
   * The choice the seat has made at the current decision, or
   * %LAIR_CHOICE_NONE. It is secret: show only that the seat has chosen.
   */
  properties[PROP_CHOICE] =
    g_param_spec_enum ("choice", NULL, NULL, LAIR_TYPE_CHOICE, LAIR_CHOICE_NONE, ro);

  /**
   * LairSeat:inside:
   *
   * %TRUE while the seat is in the dungeon.
   */
  properties[PROP_INSIDE] = g_param_spec_boolean ("inside", NULL, NULL, FALSE, ro);

  /**
   * LairSeat:hand:
   *
   * Gems in hand, which the spider can steal.
   */
  properties[PROP_HAND] = int_property ("hand", 0, G_MAXINT, 0);

  /**
   * LairSeat:chest:
   *
   * The money kept safe: the score.
   */
  properties[PROP_CHEST] = int_property ("chest", 0, G_MAXINT, 0);

  /**
   * LairSeat:gold-bars:
   *
   * Gold bars taken in this game, the tie-breaker.
   */
  properties[PROP_GOLD_BARS] = int_property ("gold-bars", 0, G_MAXINT, 0);

  /**
   * LairSeat:shares:
   *
   * The mushroom size as shares of a gem split: 1, 2, 4 (regular), 8 or 16.
   */
  properties[PROP_SHARES] = int_property ("shares", 0, LAIR_SHARES_MAX, LAIR_SHARES_REGULAR);

  /**
   * LairSeat:queens:
   *
   * Little People Queens carried.
   */
  properties[PROP_QUEENS] = int_property ("queens", 0, G_MAXINT, 0);

  /**
   * LairSeat:changelings:
   *
   * Little People Changelings carried.
   */
  properties[PROP_CHANGELINGS] = int_property ("changelings", 0, G_MAXINT, 0);

  /**
   * LairSeat:obligation:
   *
   * Rooms the seat still owes the Devil; it cannot leave while above 0.
   */
  properties[PROP_OBLIGATION] = int_property ("obligation", 0, G_MAXINT, 0);

  /**
   * LairSeat:scares:
   *
   * Times the spider scared the seat out in this game.
   */
  properties[PROP_SCARES] = int_property ("scares", 0, G_MAXINT, 0);

  /**
   * LairSeat:outcome:
   *
   * How the seat's part in the current dungeon ended: still inside (or
   * not playing), left safely, or scared out by the spider.
   */
  properties[PROP_OUTCOME] =
    g_param_spec_enum ("outcome", NULL, NULL, LAIR_TYPE_SEAT_OUTCOME, LAIR_OUTCOME_NONE, ro);

  /**
   * LairSeat:outcome-gems:
   *
   * The gems the seat left with, or lost to the spider, in this dungeon.
   */
  properties[PROP_OUTCOME_GEMS] = int_property ("outcome-gems", 0, G_MAXINT, 0);

  /**
   * LairSeat:outcome-bars:
   *
   * The gold bars the seat left with in this dungeon.
   */
  properties[PROP_OUTCOME_BARS] = int_property ("outcome-bars", 0, G_MAXINT, 0);

  /**
   * LairSeat:outcome-bar-value:
   *
   * What the gold bars the seat left with in this dungeon are worth.
   */
  properties[PROP_OUTCOME_BAR_VALUE] = int_property ("outcome-bar-value", 0, G_MAXINT, 0);

  /**
   * LairSeat:outcome-coins:
   *
   * The Sphinx's coins the seat left with in this dungeon.
   */
  properties[PROP_OUTCOME_COINS] = int_property ("outcome-coins", 0, G_MAXINT, 0);

  /**
   * LairSeat:bar-value:
   *
   * What the gold bars the seat took in this game were worth.
   */
  properties[PROP_BAR_VALUE] = int_property ("bar-value", 0, G_MAXINT, 0);

  /**
   * LairSeat:expected-value:
   *
   * Gems the seat may expect to gain by staying one more room (negative
   * when the hand is at risk), shown behind the hand icon.
   */
  properties[PROP_EXPECTED_VALUE] =
    g_param_spec_double ("expected-value", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0.0, ro);

  /**
   * LairSeat:winner:
   *
   * %TRUE once the game is over if the seat won it.
   */
  properties[PROP_WINNER] = g_param_spec_boolean ("winner", NULL, NULL, FALSE, ro);

  /**
   * LairSeat:achievements:
   *
   * Once the game is over, the achievements the seat earned in it, bit
   * `1 << LairAchievement` (without comparing with the history).
   */
  properties[PROP_ACHIEVEMENTS] =
    g_param_spec_uint ("achievements", NULL, NULL, 0, G_MAXUINT, 0, ro);

  /**
   * LairSeat:personality:
   *
   * For a computer seat in a game, a word for how it plays (translated),
   * shown beside its name; %NULL otherwise.
   */
  properties[PROP_PERSONALITY] =
    g_param_spec_string ("personality", NULL, NULL, NULL, ro);

  /**
   * LairSeat:remote:
   *
   * %TRUE while the seat is held by a phone: a page of the game's phone
   * server is connected to it (see src/remote/).
   */
  properties[PROP_REMOTE] =
    g_param_spec_boolean ("remote", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairSeat:mark:
   *
   * What the seat's token carries among the seats of its table (see
   * lair_seat_marks()): its initial, or more where another seat shares
   * it; an empty seat's number. The session keeps it as seats are taken,
   * left and named.
   */
  properties[PROP_MARK] = g_param_spec_string ("mark", NULL, NULL, NULL, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lair_seat_init (LairSeat *self)
{
  self->player = -1;
  self->name = g_strdup ("");
  self->level = LAIR_AI_NORMAL;
  self->choice = LAIR_CHOICE_NONE;
  self->shares = LAIR_SHARES_REGULAR;
}

LairSeat *
lair_seat_new (guint index)
{
  return g_object_new (LAIR_TYPE_SEAT, "index", index, NULL);
}

static void
set_int (LairSeat *self,
         gint     *field,
         gint      value,
         guint     prop)
{
  lair_set_int_and_notify (G_OBJECT (self), field, value, properties[prop]);
}

static void
set_bool (LairSeat *self,
          gboolean *field,
          gboolean  value,
          guint     prop)
{
  lair_set_boolean_and_notify (G_OBJECT (self), field, value, properties[prop]);
}

/**
 * lair_seat_get_index:
 * @self: a #LairSeat
 *
 * Returns: the place of the seat around the table, 0–8
 */
guint
lair_seat_get_index (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), 0);
  return self->index;
}

/**
 * lair_seat_get_player:
 * @self: a #LairSeat
 *
 * Returns: the seat's number in the game, or -1
 */
gint
lair_seat_get_player (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), -1);
  return self->player;
}

/**
 * lair_seat_get_kind:
 * @self: a #LairSeat
 *
 * Returns: who plays the seat
 */
LairSeatKind
lair_seat_get_kind (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), LAIR_SEAT_EMPTY);
  return self->kind;
}

/**
 * lair_seat_get_name:
 * @self: a #LairSeat
 *
 * Returns: (transfer none): the seat's name
 */
const char *
lair_seat_get_name (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), NULL);
  return self->name;
}

/**
 * lair_seat_set_name:
 * @self: a #LairSeat
 * @name: (nullable): the new name
 *
 * Renames the seat.
 */
void
lair_seat_set_name (LairSeat   *self,
                    const char *name)
{
  g_return_if_fail (LAIR_IS_SEAT (self));

  if (name == NULL)
    name = "";
  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

/**
 * lair_seat_get_avatar:
 * @self: a #LairSeat
 *
 * Returns: the index of the seat's colour and picture
 */
guint
lair_seat_get_avatar (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), 0);
  return self->avatar;
}

/**
 * lair_seat_set_avatar:
 * @self: a #LairSeat
 * @avatar: the index of a colour and picture
 *
 * Gives the seat another colour and picture.
 */
void
lair_seat_set_avatar (LairSeat *self,
                      guint     avatar)
{
  g_return_if_fail (LAIR_IS_SEAT (self));

  if (self->avatar == avatar)
    return;
  self->avatar = avatar;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVATAR]);
}

/**
 * lair_seat_get_level:
 * @self: a #LairSeat
 *
 * Returns: how the computer plays this seat
 */
LairAiKind
lair_seat_get_level (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), LAIR_AI_NORMAL);
  return self->level;
}

/**
 * lair_seat_set_level:
 * @self: a #LairSeat
 * @level: a kind of computer player
 *
 * Sets how the computer plays this seat from the next game on.
 */
void
lair_seat_set_level (LairSeat   *self,
                     LairAiKind  level)
{
  g_return_if_fail (LAIR_IS_SEAT (self));
  g_return_if_fail (level < LAIR_N_AI_KINDS);

  if (self->level == level)
    return;
  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

/**
 * lair_seat_get_joining:
 * @self: a #LairSeat
 *
 * Returns: %TRUE while a person is still joining this seat
 */
gboolean
lair_seat_get_joining (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), FALSE);
  return self->joining;
}

/**
 * lair_seat_get_selection:
 * @self: a #LairSeat
 *
 * Returns: whether the seat has chosen or is choosing
 */
LairSelectionState
lair_seat_get_selection (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), LAIR_SELECTION_NONE);
  return self->selection;
}

/**
 * lair_seat_get_options:
 * @self: a #LairSeat
 *
 * Returns: the choices the seat may make now
 */
LairOptions
lair_seat_get_options (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), 0);
  return self->options;
}

/**
 * lair_seat_has_option:
 * @self: a #LairSeat
 * @choice: a choice
 *
 * Returns: %TRUE if the seat may make @choice now
 */
gboolean
lair_seat_has_option (LairSeat   *self,
                      LairChoice  choice)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), FALSE);

  if (choice < 0 || choice >= LAIR_N_CHOICES)
    return FALSE;
  return (self->options & LAIR_OPTION (choice)) != 0;
}

/**
 * lair_seat_get_choice:
 * @self: a #LairSeat
 *
 * Returns: the seat's choice at the current decision, or %LAIR_CHOICE_NONE
 */
LairChoice
lair_seat_get_choice (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), LAIR_CHOICE_NONE);
  return self->choice;
}

/**
 * lair_seat_get_inside:
 * @self: a #LairSeat
 *
 * Returns: %TRUE while the seat is in the dungeon
 */
gboolean
lair_seat_get_inside (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), FALSE);
  return self->inside;
}

#define INT_GETTER(field)                                       \
  gint                                                          \
  lair_seat_get_##field (LairSeat *self)                        \
  {                                                             \
    g_return_val_if_fail (LAIR_IS_SEAT (self), 0);              \
    return self->field;                                         \
  }

/**
 * lair_seat_get_hand:
 * @self: a #LairSeat
 *
 * Returns: gems in hand
 */
INT_GETTER (hand)

/**
 * lair_seat_get_chest:
 * @self: a #LairSeat
 *
 * Returns: the money in the chest, the score
 */
INT_GETTER (chest)

/**
 * lair_seat_get_gold_bars:
 * @self: a #LairSeat
 *
 * Returns: gold bars taken in this game
 */
INT_GETTER (gold_bars)

/**
 * lair_seat_get_shares:
 * @self: a #LairSeat
 *
 * Returns: the mushroom size in shares (4 is regular)
 */
INT_GETTER (shares)

/**
 * lair_seat_get_queens:
 * @self: a #LairSeat
 *
 * Returns: Queens carried
 */
INT_GETTER (queens)

/**
 * lair_seat_get_changelings:
 * @self: a #LairSeat
 *
 * Returns: Changelings carried
 */
INT_GETTER (changelings)

/**
 * lair_seat_get_obligation:
 * @self: a #LairSeat
 *
 * Returns: rooms still owed to the Devil
 */
INT_GETTER (obligation)

/**
 * lair_seat_get_scares:
 * @self: a #LairSeat
 *
 * Returns: times the spider scared the seat out
 */
INT_GETTER (scares)

/**
 * lair_seat_get_outcome:
 * @self: a #LairSeat
 *
 * Returns: how the seat's part in the current dungeon ended
 */
LairSeatOutcome
lair_seat_get_outcome (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), LAIR_OUTCOME_NONE);

  return self->outcome;
}

/**
 * lair_seat_get_outcome_gems:
 * @self: a #LairSeat
 *
 * Returns: the gems the seat left with, or lost, in this dungeon
 */
INT_GETTER (outcome_gems)

/**
 * lair_seat_get_outcome_bars:
 * @self: a #LairSeat
 *
 * Returns: the gold bars the seat left with in this dungeon
 */
INT_GETTER (outcome_bars)

/**
 * lair_seat_get_outcome_bar_value:
 * @self: a #LairSeat
 *
 * Returns: what the gold bars the seat left with in this dungeon are worth
 */
INT_GETTER (outcome_bar_value)

/**
 * lair_seat_get_outcome_coins:
 * @self: a #LairSeat
 *
 * Returns: the Sphinx's coins the seat left with in this dungeon
 */
INT_GETTER (outcome_coins)

/**
 * lair_seat_get_bar_value:
 * @self: a #LairSeat
 *
 * Returns: what the seat's gold bars were worth, in dollars
 */
INT_GETTER (bar_value)

/**
 * lair_seat_get_expected_value:
 * @self: a #LairSeat
 *
 * Returns: the gems the seat may expect from staying one more room
 */
double
lair_seat_get_expected_value (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), 0.0);
  return self->expected_value;
}

/**
 * lair_seat_get_winner:
 * @self: a #LairSeat
 *
 * Returns: %TRUE if the seat won the finished game
 */
gboolean
lair_seat_get_winner (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), FALSE);
  return self->winner;
}

/**
 * lair_seat_get_achievements:
 * @self: a #LairSeat
 *
 * Returns: the achievements earned in the finished game, bit
 *   `1 << LairAchievement`
 */
guint
lair_seat_get_achievements (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), 0);
  return self->achievements;
}

/* Setters for the session */

void
lair_seat_set_kind (LairSeat     *self,
                    LairSeatKind  kind)
{
  if (self->kind == kind)
    return;
  self->kind = kind;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}

void
lair_seat_set_joining (LairSeat *self,
                       gboolean  joining)
{
  set_bool (self, &self->joining, joining, PROP_JOINING);
}

void
lair_seat_set_player (LairSeat *self,
                      gint      player)
{
  set_int (self, &self->player, player, PROP_PLAYER);
}

void
lair_seat_set_selection (LairSeat           *self,
                         LairSelectionState  selection)
{
  if (self->selection == selection)
    return;
  self->selection = selection;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTION]);
}

void
lair_seat_set_options (LairSeat    *self,
                       LairOptions  options)
{
  if (self->options == options)
    return;
  self->options = options;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OPTIONS]);
}

void
lair_seat_set_choice (LairSeat   *self,
                      LairChoice  choice)
{
  if (self->choice == choice)
    return;
  self->choice = choice;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOICE]);
}

void
lair_seat_set_result (LairSeat *self,
                      gboolean  winner,
                      guint     achievements)
{
  set_bool (self, &self->winner, winner, PROP_WINNER);
  lair_set_uint_and_notify (G_OBJECT (self), &self->achievements, achievements, properties[PROP_ACHIEVEMENTS]);
}

/* How the seat's part in the dungeon ended: what it carried out (@bars,
 * worth @bar_value, and @coins only when it left), or lost */
void
lair_seat_set_outcome (LairSeat        *self,
                       LairSeatOutcome  outcome,
                       gint             gems,
                       gint             bars,
                       gint             bar_value,
                       gint             coins)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (self->outcome != outcome)
    {
      self->outcome = outcome;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OUTCOME]);
    }
  set_int (self, &self->outcome_gems, gems, PROP_OUTCOME_GEMS);
  set_int (self, &self->outcome_bars, bars, PROP_OUTCOME_BARS);
  set_int (self, &self->outcome_bar_value, bar_value, PROP_OUTCOME_BAR_VALUE);
  set_int (self, &self->outcome_coins, coins, PROP_OUTCOME_COINS);
  g_object_thaw_notify (G_OBJECT (self));
}

void
lair_seat_set_bar_value (LairSeat *self,
                         gint      value)
{
  set_int (self, &self->bar_value, value, PROP_BAR_VALUE);
}

/* Copies what the game knows of the seat; a NULL game (or a seat not in
 * it) shows an empty-handed seat. */
void
lair_seat_sync (LairSeat       *self,
                const LairGame *game)
{
  guint p = (guint) self->player;
  gboolean in_game = game != NULL && self->player >= 0;
  double ev = 0.0;

  set_bool (self, &self->inside, in_game && lair_game_seat_is_inside (game, p), PROP_INSIDE);
  set_int (self, &self->hand, in_game ? lair_game_seat_get_hand (game, p) : 0, PROP_HAND);
  set_int (self, &self->chest, in_game ? lair_game_seat_get_chest (game, p) : 0, PROP_CHEST);
  set_int (self, &self->gold_bars, in_game ? lair_game_seat_get_gold_bars (game, p) : 0, PROP_GOLD_BARS);
  set_int (self, &self->shares, in_game ? lair_game_seat_get_shares (game, p) : LAIR_SHARES_REGULAR,
           PROP_SHARES);
  set_int (self, &self->queens, in_game ? lair_game_seat_get_queens (game, p) : 0, PROP_QUEENS);
  set_int (self, &self->changelings, in_game ? lair_game_seat_get_changelings (game, p) : 0,
           PROP_CHANGELINGS);
  set_int (self, &self->obligation, in_game ? lair_game_seat_get_obligation (game, p) : 0,
           PROP_OBLIGATION);
  set_int (self, &self->scares, in_game ? lair_game_seat_get_scares (game, p) : 0, PROP_SCARES);

  {
    const char *personality = NULL;

    if (in_game && self->kind == LAIR_SEAT_COMPUTER)
      personality = lair_personality_name (lair_game_seat_get_personality (game, p),
                                           lair_game_seat_get_level (game, p),
                                           lair_game_get_n_players (game));
    if (personality != self->personality)
      {
        self->personality = personality;
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PERSONALITY]);
      }
  }

  /* the expected value speaks of the next room, so only while deciding */
  if (in_game && self->inside && lair_game_get_phase (game) == LAIR_PHASE_DECISION)
    ev = lair_game_seat_get_expected_value (game, p);
  lair_set_double_and_notify (G_OBJECT (self), &self->expected_value, ev, properties[PROP_EXPECTED_VALUE]);
}

/**
 * lair_seat_get_personality:
 * @self: a #LairSeat
 *
 * Returns: (nullable): for a computer seat in a game, a translated word
 *   for how it plays
 */
const char *
lair_seat_get_personality (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), NULL);

  return self->personality != NULL ? _(self->personality) : NULL;
}

/**
 * lair_seat_get_remote:
 * @self: a #LairSeat
 *
 * Returns: %TRUE while a phone holds the seat
 */
gboolean
lair_seat_get_remote (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), FALSE);

  return self->remote;
}

/**
 * lair_seat_set_remote:
 * @self: a #LairSeat
 * @remote: whether a phone holds the seat
 *
 * Set by whatever serves the seat to a phone; the seat's panel shows it.
 * Nothing in the game depends on it.
 */
void
lair_seat_set_remote (LairSeat *self,
                      gboolean  remote)
{
  g_return_if_fail (LAIR_IS_SEAT (self));

  set_bool (self, &self->remote, remote, PROP_REMOTE);
}

/**
 * lair_seat_get_mark:
 * @self: a #LairSeat
 *
 * Returns: the mark the seat's token carries among the seats of its table
 */
const char *
lair_seat_get_mark (LairSeat *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT (self), NULL);

  return self->mark;
}

void
lair_seat_set_mark (LairSeat   *self,
                    const char *mark)
{
  g_return_if_fail (LAIR_IS_SEAT (self));

  if (g_strcmp0 (self->mark, mark) == 0)
    return;
  g_free (self->mark);
  self->mark = g_strdup (mark);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARK]);
}

/* Marks */

/* Letters that on a token read as a symbol or as another letter: an I
 * on the star is an exclamation mark, an l or a 1 a stroke */
static gboolean
reads_as_symbol (gunichar c)
{
  return c == 'I' || c == 'l' || c == '1' || c == '|' || c == 0x0130 /* İ */;
}

/* The mark of @name at @level: 1 its initial, 2 the initial and the next
 * letter of the name ("Bo", "Br"), 3 the initial and the seat's number
 * ("B4"). Initials are capitals and second letters small, so that marks
 * compare as they read. */
static char *
mark_at (const char *name,
         guint       index,
         guint       level)
{
  const char *p = name;
  gunichar first = 0, second = 0;
  GString *mark;

  for (; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_isalnum (c))
        continue;
      if (first == 0)
        first = c;
      else if (g_unichar_isalpha (c))
        {
          second = c;
          break;
        }
    }
  /* nothing to read a letter from: the seat's number */
  if (first == 0)
    return g_strdup_printf ("%u", index + 1);

  mark = g_string_new (NULL);
  g_string_append_unichar (mark, g_unichar_toupper (first));
  if (level == 2 && second != 0)
    g_string_append_unichar (mark, g_unichar_tolower (second));
  else if (level >= 2)
    g_string_append_printf (mark, "%u", index + 1);
  return g_string_free (mark, FALSE);
}

/**
 * lair_seat_marks:
 * @names: (array length=n_names): the names of the seats around the
 *   table, by seat; %NULL for an empty seat
 * @n_names: how many, at most %LAIR_N_SEATS
 *
 * The marks the seats' tokens carry: the initial of a seat's name, unless
 * it reads as a symbol (an I reads as "!") or another seat at the table
 * has the same initial; then the initial and the next letter ("Bo" and
 * "Br" for Bob and Brass Nell), and where these are shared too, the
 * initial and the seat's number. No two seats at one table carry the same
 * mark. An empty seat's mark is its number.
 *
 * Returns: (transfer full): the marks, by seat, %NULL-terminated
 */
GStrv
lair_seat_marks (const char * const *names,
                 guint               n_names)
{
  guint level[LAIR_N_SEATS] = { 0 };
  guint n = MIN (n_names, LAIR_N_SEATS);

  g_return_val_if_fail (names != NULL || n_names == 0, NULL);

  for (guint i = 0; i < n; i++)
    if (names[i] != NULL)
      {
        g_autofree char *initial = mark_at (names[i], i, 1);

        level[i] = reads_as_symbol (g_utf8_get_char (initial)) ? 2 : 1;
      }

  /* seats that share a mark take a longer one together, so that neither
   * keeps the plain initial the other lost; marks of different levels
   * differ in length or in kind, so this ends by level 3 */
  for (;;)
    {
      GStrv marks = g_new0 (char *, n + 1);
      gboolean changed = FALSE;

      for (guint i = 0; i < n; i++)
        marks[i] = names[i] != NULL ? mark_at (names[i], i, level[i]) : g_strdup_printf ("%u", i + 1);
      for (guint i = 0; i < n; i++)
        {
          gboolean shared = FALSE;

          for (guint j = 0; j < n && !shared && names[i] != NULL; j++)
            shared = j != i && names[j] != NULL && g_str_equal (marks[i], marks[j]);
          if (shared && level[i] < 3)
            {
              level[i]++;
              changed = TRUE;
            }
        }
      if (!changed)
        return marks;
      g_strfreev (marks);
    }
}
