/* lair-shown-seat.c — a seat as the board has shown it so far
 *
 * A seat's panel shows what the seat holds and how it stands, but never
 * ahead of the board: while the story of a decision is told, the seat
 * itself may already have left, been paid or lost its hand to the spider.
 * A shown seat has the seat's own property names. At rest it follows its
 * seat through a binding group; while a story is told the story sets it,
 * beat by beat (see lair-story.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-shown-seat.h"
#include "lair-story-private.h"

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
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The properties a shown seat takes from its seat while following it */
static const char * const followed[] = {
  "inside", "outcome", "outcome-gems", "winner", "hand", "chest", "gold-bars",
  "bar-value", "shares", "queens", "changelings", "obligation",
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
    default: return NULL;
    }
}

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
}

static void
lair_shown_seat_dispose (GObject *object)
{
  LairShownSeat *self = LAIR_SHOWN_SEAT (object);

  if (self->bindings != NULL)
    g_binding_group_set_source (self->bindings, NULL);
  g_clear_object (&self->bindings);
  g_clear_object (&self->seat);

  G_OBJECT_CLASS (lair_shown_seat_parent_class)->dispose (object);
}

static void
lair_shown_seat_finalize (GObject *object)
{
  LairShownSeat *self = LAIR_SHOWN_SEAT (object);

  g_free (self->news);

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
      g_value_set_enum (value, *int_field (self, prop_id));
      break;
    case PROP_NEWS:
      g_value_set_string (value, self->news);
      break;
    case PROP_OUTCOME_GEMS:
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

static void
lair_shown_seat_constructed (GObject *object)
{
  LairShownSeat *self = LAIR_SHOWN_SEAT (object);

  G_OBJECT_CLASS (lair_shown_seat_parent_class)->constructed (object);

  self->bindings = g_binding_group_new ();
  for (guint i = 0; i < G_N_ELEMENTS (followed); i++)
    g_binding_group_bind (self->bindings, followed[i], self, followed[i], G_BINDING_SYNC_CREATE);
  lair_shown_seat_set_following (self, TRUE);
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
  g_binding_group_set_source (self->bindings, following ? self->seat : NULL);
  if (following)
    {
      set_int (self, PROP_LEAVING, FALSE);
      set_int (self, PROP_SHOWN_CHOICE, LAIR_CHOICE_NONE);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLLOWING]);
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
  if (change->walks_in)
    {
      set_int (self, PROP_INSIDE, TRUE);
      set_int (self, PROP_LEAVING, FALSE);
      set_int (self, PROP_OUTCOME, LAIR_OUTCOME_NONE);
      set_int (self, PROP_OUTCOME_GEMS, 0);
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
      set_int (self, PROP_HAND, 0);
      set_int (self, PROP_QUEENS, 0);
      set_int (self, PROP_CHANGELINGS, 0);
    }
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
