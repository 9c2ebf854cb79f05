/* lair-hint-button.c — a seat's Hint button and its advice
 *
 * A button "Hint" for a person's seat. Opening it asks the Expert, in a
 * thread, what each option's chance of winning the game is, from a copy of
 * the table view — never the hidden rooms — and shows the advice in plain
 * words with every option's share of simulated wins. The answer is shown
 * only if the decision is still the one it was worked out for. Asking
 * changes nothing in the game; the session counts the hint for the seat's
 * statistics.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "lair-expert.h"
#include "lair-hint-button.h"

struct _LairHintButton
{
  GtkWidget        parent_instance;

  LairGameSession *session;
  LairSeat        *seat;

  GtkWidget       *button;
  GtkWidget       *spinner;
  GtkWidget       *sentence;
  GtkWidget       *options;
  GCancellable    *cancellable;
  char            *text;
  guint            counted_decision;  /* the decision a hint was last counted for, + 1 */
};

G_DEFINE_FINAL_TYPE (LairHintButton, lair_hint_button, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_SEAT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct {
  LairTableView *view;
  guint player;
  guint decision;
  LairExpertAdvice advice;
} Question;

static void
question_free (Question *question)
{
  g_clear_pointer (&question->view, lair_table_view_free);
  g_free (question);
}

static void
update_name (LairHintButton *self)
{
  g_autofree char *name = NULL;

  /* Translators: the accessible name of a seat's Hint button, e.g. “Hint for Ada” */
  name = g_strdup_printf (_("Hint for %s"), self->seat != NULL ? lair_seat_get_name (self->seat) : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

static void
update_sensitive (LairHintButton *self)
{
  gboolean can = self->session != NULL && self->seat != NULL &&
                 lair_seat_get_kind (self->seat) == LAIR_SEAT_HUMAN &&
                 lair_seat_get_options (self->seat) != 0;

  gtk_widget_set_sensitive (self->button, can);
}

static void
seat_changed_cb (LairHintButton *self)
{
  update_name (self);
  update_sensitive (self);
}

static void
clear_options (LairHintButton *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->options)) != NULL)
    gtk_box_remove (GTK_BOX (self->options), child);
}

static void
show_advice (LairHintButton         *self,
             const LairExpertAdvice *advice)
{
  g_free (self->text);
  self->text = lair_expert_advice_sentence (advice);
  gtk_label_set_text (GTK_LABEL (self->sentence), self->text);

  clear_options (self);
  for (guint k = 0; k < advice->n_options && advice->n_options > 1; k++)
    {
      g_autofree char *line = NULL;
      GtkWidget *label;

      /* Translators: one line of the hint: a choice and the share of
       * simulated games it wins, e.g. “Leave — 41 %” */
      line = g_strdup_printf (_("%s — %d %%"), lair_expert_choice_label (advice->options[k].choice),
                              (gint) floor (advice->options[k].win * 100.0 + 0.5));
      label = gtk_label_new (line);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      if (k == advice->best)
        gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (self->options), label);
    }
}

static void
answered_cb (GObject      *source_object,
             GAsyncResult *result,
             gpointer      user_data)
{
  LairHintButton *self = LAIR_HINT_BUTTON (source_object);
  Question *question = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    return;
  gtk_spinner_stop (GTK_SPINNER (self->spinner));
  gtk_widget_set_visible (self->spinner, FALSE);
  if (self->session == NULL || lair_game_session_get_decision (self->session) != question->decision)
    {
      gtk_label_set_text (GTK_LABEL (self->sentence), _("The decision has passed."));
      clear_options (self);
      return;
    }
  show_advice (self, &question->advice);
}

static void
think_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Question *question = task_data;

  lair_expert_advise (question->view, question->player, &question->advice);
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_boolean (task, TRUE);
}

static void
ask (LairHintButton *self)
{
  g_autoptr(GTask) task = NULL;
  Question *question;
  gint player;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->session == NULL || self->seat == NULL)
    return;
  player = lair_seat_get_player (self->seat);
  if (player < 0 || lair_seat_get_options (self->seat) == 0)
    {
      gtk_label_set_text (GTK_LABEL (self->sentence), _("There is nothing to decide now."));
      clear_options (self);
      return;
    }

  question = g_new0 (Question, 1);
  question->view = lair_game_session_get_table_view (self->session);
  question->player = (guint) player;
  question->decision = lair_game_session_get_decision (self->session);
  if (question->view == NULL)
    {
      question_free (question);
      return;
    }
  if (self->counted_decision != question->decision + 1)
    {
      self->counted_decision = question->decision + 1;
      lair_game_session_note_hint (self->session, lair_seat_get_index (self->seat));
    }

  gtk_label_set_text (GTK_LABEL (self->sentence), _("Playing the rest of the game out…"));
  clear_options (self);
  gtk_widget_set_visible (self->spinner, TRUE);
  gtk_spinner_start (GTK_SPINNER (self->spinner));

  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, answered_cb, NULL);
  g_task_set_source_tag (task, ask);
  g_task_set_task_data (task, question, (GDestroyNotify) question_free);
  g_task_run_in_thread (task, think_thread);
}

static void
popover_show_cb (LairHintButton *self)
{
  ask (self);
}

GtkWidget *
lair_hint_button_new (void)
{
  return g_object_new (LAIR_TYPE_HINT_BUTTON, NULL);
}

/**
 * lair_hint_button_get_text:
 * @self: a #LairHintButton
 *
 * Returns: (nullable): the advice last shown, in plain words
 */
const char *
lair_hint_button_get_text (LairHintButton *self)
{
  g_return_val_if_fail (LAIR_IS_HINT_BUTTON (self), NULL);
  return self->text;
}

LairGameSession *
lair_hint_button_get_session (LairHintButton *self)
{
  g_return_val_if_fail (LAIR_IS_HINT_BUTTON (self), NULL);
  return self->session;
}

void
lair_hint_button_set_session (LairHintButton  *self,
                              LairGameSession *session)
{
  g_return_if_fail (LAIR_IS_HINT_BUTTON (self));
  g_return_if_fail (session == NULL || LAIR_IS_GAME_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;
  update_sensitive (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

LairSeat *
lair_hint_button_get_seat (LairHintButton *self)
{
  g_return_val_if_fail (LAIR_IS_HINT_BUTTON (self), NULL);
  return self->seat;
}

void
lair_hint_button_set_seat (LairHintButton *self,
                           LairSeat       *seat)
{
  g_return_if_fail (LAIR_IS_HINT_BUTTON (self));
  g_return_if_fail (seat == NULL || LAIR_IS_SEAT (seat));

  if (self->seat == seat)
    return;
  if (self->seat != NULL)
    g_signal_handlers_disconnect_by_data (self->seat, self);
  g_set_object (&self->seat, seat);
  if (seat != NULL)
    {
      g_signal_connect_swapped (seat, "notify::name", G_CALLBACK (seat_changed_cb), self);
      g_signal_connect_swapped (seat, "notify::kind", G_CALLBACK (seat_changed_cb), self);
      g_signal_connect_swapped (seat, "notify::options", G_CALLBACK (seat_changed_cb), self);
    }
  seat_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEAT]);
}

static void
lair_hint_button_dispose (GObject *object)
{
  LairHintButton *self = LAIR_HINT_BUTTON (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  lair_hint_button_set_seat (self, NULL);
  g_clear_object (&self->session);
  g_clear_pointer (&self->button, gtk_widget_unparent);

  G_OBJECT_CLASS (lair_hint_button_parent_class)->dispose (object);
}

static void
lair_hint_button_finalize (GObject *object)
{
  LairHintButton *self = LAIR_HINT_BUTTON (object);

  g_free (self->text);

  G_OBJECT_CLASS (lair_hint_button_parent_class)->finalize (object);
}

static void
lair_hint_button_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  LairHintButton *self = LAIR_HINT_BUTTON (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_SEAT:
      g_value_set_object (value, self->seat);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_hint_button_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  LairHintButton *self = LAIR_HINT_BUTTON (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      lair_hint_button_set_session (self, g_value_get_object (value));
      break;
    case PROP_SEAT:
      lair_hint_button_set_seat (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_hint_button_class_init (LairHintButtonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_hint_button_dispose;
  object_class->finalize = lair_hint_button_finalize;
  object_class->get_property = lair_hint_button_get_property;
  object_class->set_property = lair_hint_button_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, LAIR_TYPE_GAME_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEAT] =
    g_param_spec_object ("seat", NULL, NULL, LAIR_TYPE_SEAT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "hint-button");
}

static void
lair_hint_button_init (LairHintButton *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  self->spinner = gtk_spinner_new ();
  gtk_widget_set_visible (self->spinner, FALSE);
  self->sentence = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->sentence), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->sentence), 40);
  gtk_label_set_xalign (GTK_LABEL (self->sentence), 0.0);
  self->options = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append (GTK_BOX (box), self->spinner);
  gtk_box_append (GTK_BOX (box), self->sentence);
  gtk_box_append (GTK_BOX (box), self->options);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  g_signal_connect_swapped (popover, "show", G_CALLBACK (popover_show_cb), self);

  self->button = gtk_menu_button_new ();
  gtk_menu_button_set_label (GTK_MENU_BUTTON (self->button), _("Hint"));
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->button), popover);
  gtk_widget_set_parent (self->button, GTK_WIDGET (self));
  update_name (self);
  update_sensitive (self);
}
